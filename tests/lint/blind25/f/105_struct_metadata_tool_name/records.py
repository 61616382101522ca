import jax.numpy as jnp
from flax import struct


@struct.dataclass
class OverlayRecord:
    dx: jnp.ndarray
    dy: jnp.ndarray
    tool: str = struct.field(pytree_node=False)
    layer: str = struct.field(pytree_node=False)
