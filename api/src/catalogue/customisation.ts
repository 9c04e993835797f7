// Customisation groups a product can name in attributes.customisationGroupName
// (spec 1 §3, §5). The answer of GET /product-customisation/{group}.
import type { CustomisationAnswer, CustomisationGroup } from '@storefront/shared-contracts';

export const CUSTOMISATION_GROUPS: Readonly<Record<string, CustomisationGroup>> = {
  monogram: {
    title: 'Add a monogram',
    description: 'Your initials embroidered in a classic serif. Personalised items cannot be returned.',
    customisationFields: [
      {
        id: 'monogram-initials',
        apiName: 'initials',
        displayName: 'Initials',
        fieldType: 'text',
        optional: false,
        maxLength: 3,
        placeholder: 'e.g. ABC',
        validationRegex: '^[A-Za-z]+$',
        validationMessage: 'Letters only',
        description: 'Up to three letters.',
      },
      {
        id: 'monogram-thread',
        apiName: 'threadColour',
        displayName: 'Thread colour',
        fieldType: 'text',
        optional: true,
        maxLength: 12,
        placeholder: 'e.g. Gold',
        validationRegex: '^[A-Za-z ]+$',
        validationMessage: 'Letters and spaces only',
      },
    ],
  },
  engraving: {
    title: 'Add an engraving',
    description: 'A short message engraved on the base.',
    customisationFields: [
      {
        id: 'engraving-message',
        apiName: 'message',
        displayName: 'Message',
        fieldType: 'text',
        optional: true,
        maxLength: 20,
        placeholder: 'Your message',
        validationRegex: "^[A-Za-z0-9 .,!'&-]+$",
        validationMessage: 'Letters, numbers and simple punctuation only',
      },
    ],
  },
};

export function customisationAnswer(group: string): CustomisationAnswer | null {
  const found = Object.prototype.hasOwnProperty.call(CUSTOMISATION_GROUPS, group) ? CUSTOMISATION_GROUPS[group] : undefined;
  if (!found) return null;
  return {
    customisationGroup: group,
    customisationFields: found.customisationFields,
    title: found.title,
    ...(found.description ? { description: found.description } : {}),
  };
}
