/**
 * Texts of the settings area (labels, modules, licence, media library, departments, general settings).
 * The spec's texts are word for word ("Label name required!", "Please provide your email and license key").
 */
export const SETTINGS_MESSAGES = {
  labelTitleRequired: "Label name required!",
  labelColorRequired: "Label color required!",
  labelColorInvalid: "Label color must be a colour like #00c2e0.",
  labelNotFound: "The label was not found.",
  taskLabelsOfProject: "Choose labels of this project.",
  moduleDisabled: "This module is switched off.",
  moduleNotFound: "The module was not found.",
  moduleTypeInvalid: "Type must be activate or deactivate.",
  licenseEmpty: "Please provide your email and license key",
  licenseInvalid: "This license key is not valid.",
  licenseActive: "Your license is active.",
  licenseNone: "No license has been activated.",
  mediaRequired: "Choose an image to upload.",
  mediaNotImage: "Only PNG, JPEG, GIF, WebP and BMP images can be uploaded.",
  mediaNotFound: "The image was not found.",
  departmentTitleRequired: "Department title is required.",
  departmentTitleUnique: "A department with this title already exists.",
  departmentNotFound: "The department was not found.",
  departmentUsers: "Every person must be an existing user.",
  departmentsOff: "Departments can be assigned only when the ERP integration is on.",
  projectNeedsManager: "A project needs at least one manager.",
  settingIsGlobal: "This setting is global: save it through pm/v2/settings.",
  settingIsProjects: "This setting belongs to a project: save it through pm/v2/projects/{id}/settings.",
  frontEndPageUnknown: "Choose one of the app's pages.",
  logoUnknown: "Choose an image of the media library.",
  localeInvalid: "Choose a language tag such as en, de or pt-BR.",
} as const;

/** Success messages of the settings area's writes (the UI toasts them). */
export const SETTINGS_DONE = {
  labelCreated: "A new label has been created successfully.",
  labelUpdated: "The label has been updated successfully.",
  labelDeleted: "The label has been deleted successfully.",
  moduleActivated: "The module has been activated.",
  moduleDeactivated: "The module has been deactivated.",
  licenseActivated: "The license has been activated.",
  licenseDeleted: "The license has been deleted.",
  mediaUploaded: "The images have been uploaded.",
  mediaDeleted: "The image has been deleted.",
  departmentCreated: "A new department has been created successfully.",
  departmentUpdated: "The department has been updated successfully.",
  departmentDeleted: "The department has been deleted successfully.",
} as const;
