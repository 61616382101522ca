from typing import Any

import jax.numpy as jnp
from flax.training import train_state


class EMATrainState(train_state.TrainState):
    ema_params: Any = None
    ema_decay: Any = None


def warm_decay(epoch, base=0.999, warmup=3):
    d = min(base, 1.0 - 0.1 / (epoch + 1)) if epoch < warmup else base
    return jnp.asarray(d, jnp.float32)
