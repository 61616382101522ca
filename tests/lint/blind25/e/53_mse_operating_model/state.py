import jax
from flax import struct

@struct.dataclass
class OMState:
    numbers: jax.Array
    tac: jax.Array
    year: int = struct.field(pytree_node=False)
