from typing import NamedTuple

import jax
import jax.numpy as jnp


class LineState(NamedTuple):
    on_hand: jax.Array
    backlog: jax.Array

    @classmethod
    def fresh(cls, on_hand):
        return cls(on_hand, jnp.zeros_like(on_hand))
