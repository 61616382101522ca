import jax.numpy as jnp
from flax import struct


@struct.dataclass
class PerimetryState:
    estimate: jnp.ndarray
    step_db: jnp.ndarray
    reversals: jnp.ndarray
    device: str = struct.field(pytree_node=False, default="HFA3")
