from flax import struct
from flax.training import train_state


class ForecastTrainState(train_state.TrainState):
    epoch: int = struct.field(pytree_node=False, default=0)
    noise_floor: float = struct.field(pytree_node=False, default=0.05)
