// Customisation fields (spec 1 §3, §5).
export interface CustomisationField {
  id: string;
  apiName: string;
  displayName: string;
  fieldType: 'text';
  optional: boolean;
  maxLength?: number;
  placeholder?: string;
  validationRegex?: string;
  validationMessage?: string;
  description?: string;
}

export interface CustomisationGroup {
  title: string;
  description?: string;
  customisationFields: CustomisationField[];
}

/** Answer of GET /product-customisation/{customisationGroupName}. */
export interface CustomisationAnswer {
  customisationGroup: string;
  customisationFields: CustomisationField[];
  title: string;
  description?: string;
}
