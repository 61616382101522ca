from flax import struct
from flax.training import train_state


class RankerState(train_state.TrainState):
    epoch: int = struct.field(pytree_node=False, default=0)
    label_smoothing: float = struct.field(pytree_node=False, default=0.0)
