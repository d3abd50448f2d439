import type { ProductShotName } from '../../../components/ui/product-shot';
/** Content of a text-led marketing page. Copy lives in content/, layout in components/. */
export type InfoSection = {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
};

export type CallToAction = {
  heading: string;
  body: string;
  /** demo opens the scheduling popup, signup the register modal, contact a mail to us. */
  action: 'demo' | 'signup' | 'contact';
  label: string;
};

export type InfoPageContent = {
  eyebrow: string;
  title: string;
  lead: string;
  /** The product screen beside the header; the practice call unless the page is about reports or teams. */
  shot?: ProductShotName;
  sections: InfoSection[];
  cta: CallToAction;
};
