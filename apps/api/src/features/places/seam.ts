// What other features use of places: recomputing a place's figures and its summary of opinions after an opinion
// changes (opinions), and the place's shape (the bot reads it). Other features import places only from here.

export { Place } from './place.schemas.ts';
export { processPlace, summariseOpinions } from './places.service.ts';
