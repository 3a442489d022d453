/** Texts of the custom fields module (issue 22): refusals of field definitions, values and filters. */
export const CUSTOM_FIELD_MESSAGES = {
  nameRequired: "Field name is required.",
  nameTaken: "The project already has a field of this name.",
  typeInvalid: "Type must be one of text, long_text, number, date, dropdown, multi_select, checkbox, url or user.",
  optionsRequired: "Give at least one option.",
  optionsOnlyForChoices: "Only dropdown and multi-select fields have options.",
  optionBlank: "An option cannot be empty.",
  optionDuplicate: "Each option may appear only once.",
  tooManyOptions: "A field has at most {max} options.",
  optionsFormat: "Options must be a list of texts.",
  optionInUse: "“{option}” is set on {count} task(s): take it off them before removing it.",
  typeLocked: "The type cannot change while tasks have values of this field.",
  requiredNeedsDefault: "A required field needs a default value: new tasks take it.",
  tooManyFields: "A project holds at most {max} custom fields.",
  fieldNotFound: "The custom field was not found.",
  ordersRequired: "Orders are required.",
  valuesFormat: "Custom fields must be an object of field ids and values.",
  fieldKey: "Name each field by its id.",
  tooManyValues: "At most {max} fields at once.",
  unknownField: "This field does not belong to the task's project.",
  filterValue: "Give a value (or min and max) to filter by.",
  filterRange: "Only number and date fields filter by min and max.",
  tooManyFilters: "Filter by at most {max} fields at once.",
} as const;

export const CUSTOM_FIELD_DONE = {
  fieldCreated: "The custom field has been added.",
  fieldUpdated: "The custom field has been updated.",
  fieldDeleted: "The custom field has been deleted, with its values on every task.",
  fieldsSorted: "The custom fields have been reordered.",
} as const;
