import jax.numpy as jnp
from flax import struct


@struct.dataclass
class OrchardState:
    chill_portions: jnp.ndarray
    gdh: jnp.ndarray
    doy: jnp.ndarray
    cultivar: str = struct.field(pytree_node=False, default="Gala")
    chill_requirement: float = struct.field(pytree_node=False, default=55.0)
