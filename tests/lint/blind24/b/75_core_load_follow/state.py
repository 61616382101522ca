import jax.numpy as jnp
from flax import struct


@struct.dataclass
class CoreState:
    power: jnp.ndarray          # relative power per axial node
    fuel_temp: jnp.ndarray      # K
    rod_position: jnp.ndarray   # fraction withdrawn
    n_nodes: int = struct.field(pytree_node=False, default=24)
