import jax
from flax import struct


@struct.dataclass
class JumpTrial:
    force: jax.Array
    body_weight: jax.Array
    trial_no: jax.Array
    fs: float = struct.field(pytree_node=False, default=1000.0)
