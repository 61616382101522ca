import jax
import jax.numpy as jnp
from flax import struct
from flax.training import train_state


class CoatingTrainState(train_state.TrainState):
    epoch: jax.Array = struct.field(pytree_node=True, default_factory=lambda: jnp.zeros((), jnp.int32))

    def next_epoch(self):
        return self.replace(epoch=self.epoch + 1)
