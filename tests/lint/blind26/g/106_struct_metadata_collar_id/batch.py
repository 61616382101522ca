import jax.numpy as jnp
from flax import struct


@struct.dataclass
class FixWindow:
    xy: jnp.ndarray
    dt: jnp.ndarray
    collar_id: str = struct.field(pytree_node=False)
