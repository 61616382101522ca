import jax
from flax import struct


@struct.dataclass
class SurveillanceState:
    weights: jax.Array
    velocity: jax.Array
    round_idx: int = struct.field(pytree_node=False, default=0)
