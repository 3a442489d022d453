/** Texts of the reports area (issue 19): the spec's validation texts word for word, and our own refusals. */
export const REPORT_MESSAGES = {
  /** Spec 001 §5: overdue, completed, unassigned and user-activities reports need a date range. */
  datesRequired: "Start and Due date field is required",
  userRequired: "Please Select user",
  projectRequired: "Please choose project",
  milestoneRequired: "Please choose milestone",
  noData: "No Data Found, Please search again!",
  rangeOrder: "The start date must be on or before the due date.",
  rangeTooLong: "A report covers at most 5 years.",
  unknownFilter: "Unknown filter.",
  filterTwice: "Each filter type may be used once.",
  filterValue: "Give this filter a value.",
  filtersFormat: "Send filters as a list of {key, value}.",
  statusValue: "Status is 0 (incomplete), 1 (complete) or 2 (pending).",
  payableValue: "Payable is 0 (not payable) or 1 (payable).",
  noUserHere: "This report takes no user: use 0.",
  userNotThePath: "The user in the query must be the one in the path.",
} as const;
