import jax.numpy as jnp
from flax import struct

@struct.dataclass
class MatterState:
    weights: jnp.ndarray
    n_docs: jnp.ndarray
    matter_id: str = struct.field(pytree_node=False)
    reviewer: jnp.ndarray = None
