import jax
from flax import struct


@struct.dataclass
class JumpTrial:
    force: jax.Array
    body_weight: jax.Array
    athlete_id: str = struct.field(pytree_node=False)
    trial_no: int = struct.field(pytree_node=False)
