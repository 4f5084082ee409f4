// The shapes the pages share, for TypeScript's checker only (JSDoc types: `tsc --noEmit`, run by ./test).
// The browser never loads this module: other modules name its types in `@import` comments.

/**
 * A text the server sends in every language, by language code ({en: "...", el: "..."}).
 * @typedef {Partial<Record<string, string>>} Texts
 */

/**
 * A signed-in player.
 * @typedef {{ id: number, name: string }} Account
 */

/**
 * A legal action as the table offers it: its code, its words, and the id of the place it concerns.
 * @typedef {object} Offer
 * @property {string} code
 * @property {string} label
 * @property {Texts} [labels]
 * @property {Texts} [explains]
 * @property {string | null} [target]
 */

/**
 * An event of the log: its index, kind and seat, the ids of the places it touched, and the game's own data.
 * @typedef {{ index: number, kind: string, seat?: number | null, targets?: string[], [field: string]: any }} GameEvent
 */

/**
 * A seat as the table tells it.
 * @typedef {object} SeatInfo
 * @property {number} seat
 * @property {string} kind "human" or "bot"
 * @property {string} [name]
 * @property {Texts} [names]
 * @property {string} [bot] a bot's level
 * @property {boolean} [taken]
 * @property {string | null} [away] "left" or "timeout" when its player is gone
 * @property {boolean} [standin] a bot plays it while its player is away
 * @property {boolean} [signed_in]
 */

/**
 * A seat's clock in a state message.
 * @typedef {{ left_ms: number, running: boolean }} SeatClock
 */

/**
 * The end of a game.
 * @typedef {object} Outcome
 * @property {number[]} winners
 * @property {number[]} scores
 * @property {number[]} ranks
 * @property {Record<string, unknown>[]} details
 * @property {string} [tiebreak]
 * @property {Texts} [tiebreaks]
 */

/**
 * What the table sends a page after every change: the reader's view and what the reader may do.
 * @typedef {object} StateMessage
 * @property {"state"} type
 * @property {number | null} seat the reader's (null: a spectator)
 * @property {string} status "open", "active" or "finished"
 * @property {any} view the game's view for the reader: its board module reads it
 * @property {Offer[]} legal
 * @property {number[]} to_act
 * @property {number} log_index
 * @property {GameEvent[]} events
 * @property {Texts[]} [lines] each event's log line
 * @property {Texts} [prompts]
 * @property {SeatInfo[]} seats
 * @property {number[]} connected
 * @property {Outcome | null} [outcome]
 * @property {boolean} [can_undo]
 * @property {string | null} [invite]
 * @property {boolean} [ended]
 * @property {boolean} [closed] closed by a moderator
 * @property {boolean} [rematch]
 * @property {{ seat: number, reason: string, voters: number[], votes: Record<string, string> } | null} [vote]
 * @property {{ seats: Record<string, SeatClock | undefined> } | null} [clock]
 * @property {Coach | null} [tutorial] a tutorial table's step, for its person
 */

/**
 * A tutorial's step as its person is told it (agora/server/live.py): its words, the action it expects and
 * where it is on the board, how far the script is.
 * @typedef {object} Coach
 * @property {Texts | null} says
 * @property {string | null} code
 * @property {string | null} target
 * @property {string | null} section
 * @property {number} number the steps of the person's already taken
 * @property {number} of
 * @property {boolean} over
 */

/**
 * What the table page knows (table/main.js); `window.app` lets tests read it.
 * @typedef {object} App
 * @property {string} tableId
 * @property {any} info the table (GET /api/tables/{id})
 * @property {any} game the game (GET /api/games/{game})
 * @property {Partial<Record<string, Record<string, Record<string, string>>>>} names component names by language, group and id
 * @property {Account | null} [account]
 * @property {string | null} token
 * @property {StateMessage | null} state
 * @property {number} since
 * @property {boolean} sent
 * @property {number} sentAt
 * @property {WebSocket | null} socket
 * @property {number} retries
 * @property {number} drawn
 * @property {number} [clockAt]
 * @property {boolean} wasSimultaneous
 * @property {boolean} shownOutcome
 * @property {import("../table/board.js").BoardView} board
 * @property {import("../table/log.js").Log} log
 * @property {import("../table/replay.js").Replay} replay
 * @property {import("../table/chat.js").Chat} chat
 * @property {(code: string) => void} act
 * @property {() => void} undo
 * @property {(message: object) => void} send
 * @property {() => void} render
 */

/**
 * The same app once a state has come: what the table's parts draw from.
 * @typedef {App & { state: StateMessage }} LiveApp
 */

/**
 * What the seats' names and colours are read from: the table page's app, or the review page's.
 * @typedef {object} SeatsApp
 * @property {{ seat: number | null, seats: SeatInfo[] } | null} state
 * @property {{ seats: SeatInfo[] } | null} info
 * @property {{ module: BoardModule<any> | null } | null} board
 * @property {App["names"]} names
 */

/**
 * What a board module is given beside the view (boards/README.md).
 * @typedef {object} BoardContext
 * @property {number | null} seat the reader's (null: a spectator)
 * @property {string} lang
 * @property {boolean} replay
 * @property {(seat: number) => string} seatName
 * @property {(seat: number) => string} colour
 * @property {(group: string, id: string | number, fallback?: string | null) => string} name
 * @property {() => GameEvent[]} events
 * @property {number} now when this drawing is made (ms since the epoch): what animations time themselves by
 * @property {Record<string, unknown>} memory the board's own notes between drawings on this page (what it saw last)
 * @property {boolean} narrow a phone's narrow screen
 * @property {{ width: number, height: number }} frame the board area's size in CSS pixels
 */

/**
 * A game's board module (boards/README.md).
 * @template View
 * @typedef {object} BoardModule
 * @property {(view: View, ctx: BoardContext) => Element} draw
 * @property {(view: View, seat: number, ctx: BoardContext) => Element | null} [mat]
 * @property {(view: View, seat: number) => string} [colour]
 * @property {(view: View, seat: number) => number | null} [score]
 * @property {(view: View) => number | null} [first]
 * @property {string} [style]
 * @property {(view: View, seat: number, ctx: BoardContext) => Element | null} [summary] the seat's key figures in one line (players panel)
 */

export {};
