"""The main board's actions and the numbers that name the state's parts: the nine
board actions, the layout of an army, and the kinds of decision a state waits for."""

from __future__ import annotations

# §6 the nine board actions, in the order of the board.
BOARD = ("work", "build", "draft", "expand", "educate", "rebuild", "recruit", "explore", "grow")
WORK, BUILD, DRAFT, EXPAND, EDUCATE, REBUILD, RECRUIT, EXPLORE, GROW = range(9)
MAX_CITIZENS = 5  # §1 20 citizen tokens, 5 a colour
ROUNDS = 6
# the skills (1-5) of each bitmask of citizens (bit c for skill c)
SKILLS_OF = tuple(tuple(c for c in range(1, MAX_CITIZENS + 1) if mask >> c & 1) for mask in range(2 << MAX_CITIZENS))
KNOWN = 128  # flag on a stored card every seat saw being stored (it came from the face-up row)

# Army layout: [active card, coins on the picture, coins on the name, *retired cards]
ACTIVE, PICTURE, NAME = 0, 1, 2

# What the state waits for (the pending decision of a composite action).
(ACT, P_BUILD, P_RECRUIT, P_RETIRE, P_EXPLORE, P_STORE, P_EXPAND_PAY, P_DISTRICT, P_REPAIR, P_PAY, P_MREPAIR,
 P_DAMAGE, P_DISCARD, P_USE, P_SCOUT, P_ORDER, P_FOREST_ATTACK, P_OUTPOST, P_SCRIBE, P_ZORI, OVER,
 P_HUNGER, P_EXPAND_PLUS) = range(23)  # later kinds after OVER, so saved states keep their numbers
PENDING_NAMES = ("turn", "build", "recruit", "retire", "explore", "store", "expand pay", "district", "repair",
                 "pay armies", "military repair", "damage", "discard army", "use card", "scout", "order titans",
                 "forest attack", "distant outpost", "scribe guild", "zori dramatists", "game over", "hunger",
                 "expand plus")
