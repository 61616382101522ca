import jax
import jax.numpy as jnp
from flax import struct
from flax.training import train_state


class ForecastTrainState(train_state.TrainState):
    epoch: jax.Array = struct.field(default_factory=lambda: jnp.zeros((), jnp.int32))
    noise_floor: float = struct.field(pytree_node=False, default=0.05)
