from typing import NamedTuple

import jax


class ReservoirState(NamedTuple):
    storage: jax.Array
    spill_total: jax.Array


def initial_state(storage0):
    import jax.numpy as jnp
    return (jnp.float32(storage0), jnp.float32(0.0))
