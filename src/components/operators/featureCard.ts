/** One benefit card on the operators page (see FeatureCards.astro). */
export type CardIcon =
  'cart' | 'shelf' | 'tag' | 'chart' | 'repeat' | 'dashboard' | 'lock' | 'flask' | 'leaf' | 'scale';
export type CardTone = 'energize' | 'focus' | 'calm' | 'rest';

export interface FeatureCard {
  title: string;
  text: string;
  icon: CardIcon;
  tone: CardTone;
}
