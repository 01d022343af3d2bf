/** The prosker's agenda (calendar, availability, special dates, events), in Spanish. */
export const esAgenda = {
  title: 'Agenda',
};
