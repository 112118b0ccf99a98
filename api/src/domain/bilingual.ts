/** A text in the app's two languages (French is the source of truth). */
export interface Bilingual {
  fr: string;
  en: string;
}
