import type { DepartmentKind } from './organization.js';

/** [title, weight]: a few heads, more staff, as in a real department. */
// prettier-ignore
export const TITLES: Record<DepartmentKind, [string, number][]> = {
  exec: [['Chief Executive Officer', 1], ['Chief Operating Officer', 1], ['Chief Financial Officer', 1], ['Executive Director', 2], ['Chief of Staff', 1], ['Executive Assistant', 6], ['Personal Assistant', 4], ['Strategy Manager', 3]],
  finance: [['Financial Controller', 1], ['Finance Manager', 2], ['Assistant Finance Manager', 3], ['Senior Accountant', 6], ['Accountant', 8], ['Accounts Officer', 8], ['Accounts Clerk', 6], ['Treasury Analyst', 3], ['Tax Specialist', 2], ['Internal Auditor', 2]],
  hr: [['Head of Human Resources', 1], ['HR Business Partner', 3], ['Talent Acquisition Specialist', 3], ['Compensation and Benefits Officer', 3], ['HR Officer', 6], ['Learning and Development Manager', 2], ['HR Assistant', 4]],
  it: [['Head of IT', 1], ['IT Manager', 2], ['Solutions Architect', 2], ['Senior Software Engineer', 4], ['Software Engineer', 6], ['Systems Administrator', 4], ['Network Engineer', 3], ['IT Support Analyst', 6], ['Information Security Analyst', 2], ['Business Analyst', 3]],
  legal: [['General Counsel', 1], ['Legal Counsel', 3], ['Compliance Manager', 2], ['Compliance Officer', 4], ['Company Secretary', 1], ['Paralegal', 3], ['Risk Analyst', 3]],
  comms: [['Head of Corporate Communications', 1], ['Communications Manager', 2], ['Public Relations Officer', 3], ['Content Editor', 3], ['Graphic Designer', 2], ['Investor Relations Manager', 1]],
  admin: [['Administration Manager', 1], ['Office Manager', 2], ['Administration Officer', 6], ['Receptionist', 3], ['Procurement Officer', 3], ['Clerk', 5], ['Driver', 2]],
  sales: [['Sales Director', 1], ['Sales Manager', 3], ['Key Account Manager', 4], ['Business Development Executive', 5], ['Marketing Executive', 4], ['Sales Coordinator', 5], ['Customer Service Officer', 6]],
  property: [['Director of Property', 1], ['Leasing Manager', 2], ['Senior Leasing Officer', 4], ['Leasing Officer', 6], ['Project Manager', 3], ['Surveyor', 3], ['Valuer', 2], ['Property Officer', 5]],
  facilities: [['Facilities Manager', 1], ['Building Manager', 3], ['Assistant Building Manager', 4], ['Technician', 8], ['Security Supervisor', 4], ['Security Guard', 8], ['Customer Service Ambassador', 5]],
  logistics: [['Operations Director', 1], ['Operations Manager', 3], ['Shift Supervisor', 5], ['Logistics Coordinator', 8], ['Warehouse Supervisor', 4], ['Freight Executive', 6], ['Customs Officer', 4], ['Dispatcher', 5]],
  engineering: [['Chief Engineer', 1], ['Engineering Manager', 2], ['Mechanical Engineer', 4], ['Electrical Engineer', 4], ['Maintenance Technician', 8], ['Safety Officer', 4], ['Environmental Officer', 2]],
  hotel: [['General Manager', 1], ['Front Office Manager', 2], ['Guest Relations Officer', 5], ['Receptionist', 6], ['Executive Chef', 1], ['Sous Chef', 2], ['Restaurant Manager', 2], ['Housekeeping Supervisor', 3], ['Room Attendant', 6], ['Events Coordinator', 3]],
};
