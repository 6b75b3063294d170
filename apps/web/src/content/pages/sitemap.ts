import type { PageContent } from '../types.js';

export const content: PageContent = {
  title: "Site map",
  lead: "Every page on Harbour in one list, so you can go straight to what you need.",
  sections: [],
};
