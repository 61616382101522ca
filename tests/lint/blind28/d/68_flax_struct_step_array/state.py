from typing import Any

import flax.struct
import jax
import jax.numpy as jnp


@flax.struct.dataclass
class AssimState:
    """Sea-ice concentration nudging state."""
    sic: jax.Array
    bias: jax.Array
    cycle: jax.Array
    region: str = flax.struct.field(pytree_node=False, default="Arctic")


def initial(n):
    return AssimState(sic=jnp.full((n,), 0.5, jnp.float32), bias=jnp.zeros((n,), jnp.float32), cycle=jnp.zeros((), jnp.int32))
