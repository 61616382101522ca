import jax.numpy as jnp
from flax import struct


@struct.dataclass
class Exposure:
    counts: jnp.ndarray
    background: jnp.ndarray
    exptime: float = struct.field(pytree_node=False)
    filter_name: str = struct.field(pytree_node=False)
