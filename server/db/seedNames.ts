// Word lists for the deterministic seed: common British names, towns with their postcode areas, streets.
export const FIRST_NAMES = [
  'Oliver', 'George', 'Harry', 'Jack', 'Jacob', 'Noah', 'Charlie', 'Muhammad', 'Thomas', 'Oscar',
  'William', 'James', 'Henry', 'Leo', 'Alfie', 'Joshua', 'Freddie', 'Archie', 'Ethan', 'Isaac',
  'Alexander', 'Joseph', 'Edward', 'Samuel', 'Max', 'Daniel', 'Arthur', 'Lucas', 'Mohammed', 'Logan',
  'Olivia', 'Amelia', 'Isla', 'Ava', 'Emily', 'Isabella', 'Mia', 'Poppy', 'Ella', 'Lily',
  'Jessica', 'Sophie', 'Grace', 'Evie', 'Charlotte', 'Ruby', 'Freya', 'Daisy', 'Chloe', 'Sienna',
  'Florence', 'Alice', 'Matilda', 'Phoebe', 'Evelyn', 'Harriet', 'Priya', 'Aisha', 'Niamh', 'Siobhan',
];

export const SURNAMES = [
  'Smith', 'Jones', 'Williams', 'Taylor', 'Brown', 'Davies', 'Evans', 'Wilson', 'Thomas', 'Johnson',
  'Roberts', 'Robinson', 'Thompson', 'Wright', 'Walker', 'White', 'Edwards', 'Hughes', 'Green', 'Hall',
  'Lewis', 'Harris', 'Clarke', 'Patel', 'Jackson', 'Wood', 'Turner', 'Martin', 'Cooper', 'Hill',
  'Ward', 'Morris', 'Moore', 'Clark', 'Lee', 'King', 'Baker', 'Harrison', 'Morgan', 'Allen',
  'James', 'Scott', 'Phillips', 'Watson', 'Davis', 'Parker', 'Price', 'Bennett', 'Young', 'Griffiths',
  'Mitchell', 'Kelly', 'Cook', 'Carter', 'Richardson', 'Bailey', 'Collins', 'Bell', 'Shaw', 'Murphy',
  'Miller', 'Cox', 'Richards', 'Khan', 'Marshall', 'Anderson', 'Simpson', 'Ellis', 'Adams', 'Singh',
  'Begum', 'Wilkinson', 'Foster', 'Chapman', 'Powell', 'Webb', 'Rogers', 'Gray', 'Mason', "O'Brien",
];

/** [postcode area, post town] pairs along the brands' routes. */
export const TOWNS: Array<[string, string]> = [
  ['BN', 'Brighton'], ['RH', 'Crawley'], ['TN', 'Tunbridge Wells'], ['CR', 'Croydon'], ['SE', 'London'],
  ['ME', 'Maidstone'], ['CT', 'Canterbury'], ['GU', 'Guildford'], ['LU', 'Luton'], ['AL', 'St Albans'],
  ['SG', 'Stevenage'], ['PE', 'Peterborough'], ['CB', 'Cambridge'], ['BR', 'Bromley'], ['DA', 'Dartford'],
  ['PO', 'Portsmouth'], ['SO', 'Southampton'], ['KT', 'Kingston upon Thames'], ['SM', 'Sutton'], ['SW', 'London'],
];

export const STREETS = [
  'High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Green Lane', 'Manor Road', 'Park Road',
  'Queens Road', 'Kings Road', 'London Road', 'Mill Lane', 'The Avenue', 'Grange Road', 'New Road',
  'Springfield Road', 'Windsor Road', 'Albert Road', 'York Road', 'Chestnut Close', 'Oak Avenue',
  'Western Road', 'North Street', 'Marine Parade', 'Brunswick Square', 'Railway Terrace',
];

export const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example.co.uk'];


/** 000 §4 known order states (Complete weighted up: most orders are ordinary). */
export const ORDER_STATES = [
  'Complete', 'Complete', 'Complete', 'Complete', 'Complete', 'Complete', 'Refunded', 'Pending',
  'Canceled', 'Expired', 'Incomplete', 'Amending', 'UnderReview', 'RefundRejected', 'Fraud',
];

export const CHANNELS = ['Web', 'Mobile App', 'Ticket Office', 'Contact Centre', 'TVM'];

/** 000 §9 fulfilment methods, by display name. */
export const DELIVERY_TYPES = ['E-ticket', 'Smartcard', 'Ticket on departure', 'Self-print', 'Postal', 'S-ticket'];

/** 000 §4 states of the seeded linked railcards, weighted towards ACCEPTED (server/db/seed/railcards.ts). */
export const RAILCARD_STATES = ['ACCEPTED', 'ACCEPTED', 'ACCEPTED', 'PENDING', 'REJECTED', 'DELETED'];

export const TRAIL_DESCRIPTIONS = [
  'Account created', 'E-mail address changed', 'Password reset requested', 'Marketing preferences updated',
  'Address updated', 'Telephone number changed', 'Account locked', 'Account unlocked', 'Railcard added',
  'Smartcard requested', 'Name changed', 'Date of birth changed',
];
