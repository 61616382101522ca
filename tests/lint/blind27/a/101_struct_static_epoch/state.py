from flax import struct
import jax


@struct.dataclass
class FitState:
    params: jax.Array
    momentum: jax.Array
    epoch: int = struct.field(pytree_node=False, default=0)
