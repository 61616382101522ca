from flax import struct
from flax.training import train_state


class SepTrainState(train_state.TrainState):
    epoch: int = struct.field(pytree_node=False, default=0)
    mixture_snr_db: float = struct.field(pytree_node=False, default=10.0)
