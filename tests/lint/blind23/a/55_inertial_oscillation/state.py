import jax.numpy as jnp
from flax import struct


@struct.dataclass
class ForecastState:
    u: jnp.ndarray
    v: jnp.ndarray
    hour: int = struct.field(pytree_node=False)


def start(u, v):
    return ForecastState(u=jnp.asarray(u), v=jnp.asarray(v), hour=0)
