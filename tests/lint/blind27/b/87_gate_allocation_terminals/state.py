import jax.numpy as jnp
from flax import struct


@struct.dataclass
class GateState:
    occupied_until: jnp.ndarray  # minutes since 00:00 per gate
    n_gates: int = struct.field(pytree_node=False)
    terminal: str = struct.field(pytree_node=False)
