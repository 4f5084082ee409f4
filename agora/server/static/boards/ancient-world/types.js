// What a seat sees of The Ancient World, as the board's parts read it: JSDoc types only.

/**
 * A card's printed (or designed) content, by slug in the view's `cards`.
 * @typedef {object} Card
 * @property {string} slug
 * @property {string} kind "empire", "military", "titan" or "district"
 * @property {string} [deck] an Empire card's: "A", "B" or none (a starting card)
 * @property {string[]} [banners]
 * @property {number} [cost_coins]
 * @property {number} [cost_knowledge]
 * @property {number} [recruit_cost]
 * @property {Record<string, number>} [icons]
 * @property {Record<string, number>} [legacy]
 * @property {number} [capacity]
 * @property {number} [stars]
 * @property {number} [defense]
 * @property {string} [allows] "swords" or "swords_and_arrows"
 * @property {{ kind: string, amount?: number } | null} [action]
 * @property {string} [text]
 * @property {string[]} [designed] the fields designed for the Agora edition
 */
/**
 * A damage die's face.
 * @typedef {{ titan?: boolean, coin?: number }} Face
 */
/**
 * A seat as everyone sees it (and its stored cards to its owner).
 * @typedef {object} Player
 * @property {number} seat
 * @property {number[]} citizens the citizens' skills
 * @property {number[]} placed
 * @property {number[]} hungry
 * @property {{ citizens: string, coins: string, knowledge: string, conquests: string, armies: string, stored: string }} areas ids of the mat's parts
 * @property {{ coins: number, knowledge: number }} income
 * @property {number} coins
 * @property {number} knowledge
 * @property {number} food
 * @property {number} capacity
 * @property {number} capacity_used
 * @property {number} army_limit
 * @property {number} [draft]
 * @property {boolean} passed
 * @property {{ card: string, id: string, target?: string | null, damaged: boolean, used: boolean, places?: { skill: number, id: string }[] }[]} empire
 * @property {{ card: string, id: string, target?: string | null, used: boolean, picture_coins: number, name_coins: number, retired: string[] }[]} armies
 * @property {string[]} districts
 * @property {string[]} titans
 * @property {string[] | null} [stored] the owner's stored cards (null to others)
 * @property {(string | null)[]} stored_ids
 * @property {number} stored_count
 * @property {{ A: number, B: number }} stored_decks
 * @property {string[]} stored_known
 * @property {{ tribe: string, count: number, vp: number }[]} banners
 * @property {number | null} [vp_now]
 */
/**
 * What a seat sees of The Ancient World (ancient_world/view.py).
 * @typedef {object} View
 * @property {Record<string, Card | undefined>} cards
 * @property {{ id: string, name: string, open: boolean, opens: number, citizens: { seat: number, skill: number }[], yours: { skill: number, fee: boolean, id: string }[] }[]} actions
 * @property {Player[]} players
 * @property {number | null} you
 * @property {number} round
 * @property {number} rounds
 * @property {string} phase
 * @property {number} first_player
 * @property {boolean} first_player_hand_up
 * @property {Record<string, any>} ids the ids of places (round, dice, faces, rows, titans, choosing)
 * @property {Record<string, any>} pending the decision awaited (its kind, seat, cards...)
 * @property {string[]} empire_row
 * @property {{ id: string, deck: string, count: number, discard: string[] }} empire_deck
 * @property {string[]} military_row
 * @property {number} military_deck
 * @property {string[]} military_discard
 * @property {{ id: string, stars: number, count: number, top: string | null }[]} titans
 * @property {{ id: string, count: number, top: string | null }} districts
 * @property {{ damage_dice?: Face[][], banner_vp?: number[], capital?: Record<string, number> } | null} [edition]
 * @property {Record<string, any> | null} [designed_parts]
 */
/**
 * The newest damage roll of this round, and how long ago it came (ms).
 * @typedef {{ index: number, seat: number, titan: string | undefined, faces: Face[], lost: number, loot: number, spy: number, damaged: string[], age: number }} Roll
 */
/**
 * The board's notes between drawings: the rolls seen and when, the round drawn last and the round that just ended.
 * @typedef {object} Memory
 * @property {number} [seenRoll] the log index of the newest roll when the table was first drawn, then of each roll seen
 * @property {number} [rollSeenAt]
 * @property {number} [lastRound]
 * @property {boolean} [lastOver]
 * @property {{ round: number, at: number } | null} [roundEnd] the round that just ended, told for a few seconds
 */
export {};
