from typing import NamedTuple

import jax


class LoopState(NamedTuple):
    step: int
    flow: jax.Array        # fraction of nominal
    t_coolant: jax.Array   # K
