from flax import struct


@struct.dataclass
class GrazingParams:
    growth_rate: float
    intake_per_head: float
    stocking: float
    n_days: int = struct.field(pytree_node=False, default=90)
