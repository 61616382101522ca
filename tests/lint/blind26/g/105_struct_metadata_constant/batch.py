import jax.numpy as jnp
from flax import struct


@struct.dataclass
class CallBatch:
    spec: jnp.ndarray
    label: jnp.ndarray
    sample_rate: int = struct.field(pytree_node=False, default=32000)
