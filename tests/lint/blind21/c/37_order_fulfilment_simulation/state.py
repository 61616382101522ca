from typing import NamedTuple, Optional

import jax


class LineState(NamedTuple):
    on_hand: jax.Array
    backlog: Optional[jax.Array] = None
