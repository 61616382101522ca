from flax import struct


@struct.dataclass
class RotationPlan:
    name: str = struct.field(pytree_node=False)
    regrowth: float = 0.8
    daily_demand: float = 900.0
    n_paddocks: int = struct.field(pytree_node=False, default=16)
