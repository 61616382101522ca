import jax.numpy as jnp
from flax import struct


@struct.dataclass
class LadderState:
    mu: jnp.ndarray
    games_played: jnp.ndarray
    week: jnp.ndarray
    k_base: float = struct.field(pytree_node=False, default=40.0)


def new_ladder(n):
    return LadderState(mu=jnp.zeros(n), games_played=jnp.zeros(n), week=jnp.zeros((), jnp.int32))
