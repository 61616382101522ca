import jax.numpy as jnp
from flax import struct

@struct.dataclass
class ReviewState:
    weights: jnp.ndarray
    reviewed: jnp.ndarray
    reviewer: str = struct.field(pytree_node=False)
