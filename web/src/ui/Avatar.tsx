/** A round badge with the first letter of a name, upper-cased (decorative: the name is shown beside it). */
export function Avatar({ name }: { name: string }) {
  return (
    <span className="avatar" aria-hidden="true">
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
