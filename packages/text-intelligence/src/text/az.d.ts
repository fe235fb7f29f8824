// The part of Az.js (a port of pymorphy2 with the OpenCorpora dictionaries) the provider uses.
declare module 'az' {
  type Parse = {
    normalize(): { word: string };
    inflect(grammemes: string[]): { word: string } | false;
    tag: { POST?: string; CAse?: string; GNdr?: string; NMbr?: string; MOod?: string; INvl?: string };
    score: number;
    parser: string;
  };
  /** Which parsers run, and how many repeated letters («приииивет») the dictionary lookup may drop (default: any). */
  type MorphConfig = { parsers?: string[]; stutter?: number; typos?: number };
  const Az: {
    Morph: ((word: string, config?: MorphConfig) => Parse[]) & {
      init(path: string, callback: (error: Error | null) => void): void;
    };
  };
  export default Az;
}
