from flax import struct
from flax.training import train_state


class CoatingTrainState(train_state.TrainState):
    epoch: int = struct.field(pytree_node=False, default=0)

    def next_epoch(self):
        return self.replace(epoch=self.epoch + 1)
