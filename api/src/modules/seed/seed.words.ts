/** Word parts for coined product names, brands and study acronyms. */
export const SYLLABLES =
  `ab ad al am an ar av bel bem cab cal dal dan den dor ela ema ep fal fen gal ib ima lan lar lev mav mir mon nav nem obe ola ori pel ros sab sel sot tal tar tel tez tir val vel vor zan zel zil zur cor dar ner qui ren sim ulo ver xen`.split(
    ' ',
  );
export const LINKS = `o i a e u ri la to ne de mo ca li ta vi`.split(' ');
export const BRAND_ENDINGS = `ra vy xa zio nda lta vex rio tiq mya`.split(' ');
export const ACRONYM_WORDS =
  `ATLAS HORIZON SUMMIT ZENITH VOYAGER PINNACLE AURORA MERIDIAN ODYSSEY CATALYST ASCENT TRIDENT KEYSTONE FRONTIER EMPOWER SPECTRUM ELEVATE PROSPER VANGUARD HELIOS ORION APOLLO NOVA PRISM SERENITY RESOLVE DELIVER STRIDE ENDEAVOR HARMONY BEACON COMPASS LUMINA ZEPHYR TITAN EQUINOX CASCADE MOSAIC PANORAMA SOLSTICE`.split(
    ' ',
  );
