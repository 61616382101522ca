from typing import NamedTuple

import jax
import jax.numpy as jnp


class CondenserState(NamedTuple):
    cw_temp: jax.Array
    fouling: jax.Array


def initial_state():
    return CondenserState(cw_temp=jnp.float32(29.0), fouling=jnp.float32(0.0))
