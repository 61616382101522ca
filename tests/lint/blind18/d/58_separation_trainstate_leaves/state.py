import jax
import jax.numpy as jnp
from flax import struct
from flax.training import train_state


class SepTrainState(train_state.TrainState):
    epoch: jax.Array = struct.field(default_factory=lambda: jnp.zeros((), jnp.int32))
    mixture_snr_db: jax.Array = struct.field(default_factory=lambda: jnp.float32(10.0))
