// What a seat sees of Historia (historia/view.py), as the board's parts read it: JSDoc types only.


/**
 * What a bonus gives, by kind ("vp", "cubes", "card", ...): a number, or a card's id.
 * @typedef {Record<string, number | string | null>} Bonus
 */
/**
 * A civilization: a seat's, or a Civbot's (its seat null).
 * @typedef {object} Civ
 * @property {number} civ
 * @property {number | null} seat
 * @property {string} target
 * @property {string} civilization
 * @property {string} civilization_id
 * @property {string | null} [civbot] a Civbot's level
 * @property {string} colour
 * @property {number} tech
 * @property {string} tech_name
 * @property {number} military
 * @property {string} government
 * @property {string} government_id
 * @property {number} vp
 * @property {number} max_cards
 * @property {{ supply: number, used: number, map: number, token?: number }} cubes
 * @property {{ id: string, turned: boolean }[]} wonders
 * @property {string[]} territories
 * @property {string[]} revealed
 * @property {string[]} discard_row
 * @property {string | null} [leader]
 * @property {number} [hidden_leaders]
 * @property {number} advisors_in_hand
 * @property {boolean | null} [ready] during the hidden selection
 * @property {number} [selected] how many cards chosen face down
 * @property {{ state: string, categories: string[] } | null} [governance]
 * @property {{ face_down: number, face_up: string[] } | null} [advisor_deck]
 * @property {CivbotPlay[]} [played] a Civbot's cards of the latest end of round, in the order it played them
 */
/**
 * What one action of a Civbot card did: "level" (the track moved and its new level), "beyond" (2 VP past 16),
 * "wonder" (the wonder it took out of the game), "war" (the civilization beaten and where), "expansion" (where
 * it went), "event" (the event in force stopped it) or "nothing".
 * @typedef {{ action: string, outcome: string, vp: number, track?: string, level?: number, wonder?: string, on?: number, territory?: string }} CivbotDid
 */
/**
 * A Civbot card played: its number, its actions and what each did.
 * @typedef {{ card: number, actions: string[], did: CivbotDid[] }} CivbotPlay
 */
/**
 * @typedef {object} Wonder
 * @property {string} name
 * @property {number} era
 * @property {string} kind "action", "majority" or "destroy"
 * @property {string} on
 * @property {Bonus} bonus
 * @property {boolean} [exclusive]
 */
/**
 * @typedef {object} Government
 * @property {string} id
 * @property {string} name
 * @property {string} colour
 * @property {Bonus} bonus
 */
/**
 * @typedef {{ level: number, target: string, name?: string, bonus: Bonus }} Level a column or row of the matrix
 */
/**
 * @typedef {{ id: string, name: string, on: string, effect: Bonus }} HistoryEvent
 */
/**
 * What the reader holds and is offered (their own seat only).
 * @typedef {object} You
 * @property {number} seat
 * @property {string[]} hand
 * @property {string[]} selected
 * @property {{ id: string }[]} advisors
 * @property {{ id: string, name: string, conditions: { what: string, at_least: number, vp: number }[] }[] | null} [leaders_offered]
 * @property {{ id: string, name: string, effect: Bonus }[] | null} [advisors_offered]
 * @property {string[] | null} [later_leaders]
 */
/**
 * What a seat sees of Historia (historia/view.py).
 * @typedef {object} View
 * @property {object} board
 * @property {string[][]} board.timeline each round's end steps
 * @property {{ id: string, name: string, adjacent: string[] }[]} board.territories
 * @property {number | null} [board.navigation]
 * @property {{ size: number, zones: number[][], governments: Government[], tech_levels: Level[], military_levels: Level[] }} board.matrix
 * @property {{ id: string, target: string | null, advanced_tech?: number | null }[]} board.action_cards
 * @property {Civ[]} civs
 * @property {{ era: number, round: number } | null} [civbots_played_at] the round the Civbots' cards were played
 * @property {number[]} turn_order civilizations, first to play first
 * @property {number} era
 * @property {number} round
 * @property {number} action_round
 * @property {boolean} revolution_played
 * @property {string} phase
 * @property {HistoryEvent | null} [event]
 * @property {HistoryEvent | null} [next_event]
 * @property {{ id: string, civs: number[], tile: number, tile_vp: number }[]} map
 * @property {{ tech: number, military: number, bonus: Bonus }[]} goals
 * @property {[number, number][]} markers each civilization's technology and army
 * @property {Record<string, Wonder | undefined>} wonders
 * @property {string[]} wonder_row
 * @property {number[]} wonder_decks
 * @property {You | null} you
 * @property {{ bonus: Bonus } | null} [goal_to_place]
 */
/**
 * The board's notes between drawings: the phase drawn last, and when the latest reveal came.
 * @typedef {{ lastPhase?: string, revealedAt?: number }} Memory
 */
export {};
