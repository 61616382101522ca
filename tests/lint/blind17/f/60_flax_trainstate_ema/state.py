from typing import Any

from flax import struct
from flax.training import train_state


class EMATrainState(train_state.TrainState):
    ema_params: Any = None
    ema_decay: float = struct.field(pytree_node=False, default=0.99)


def warm_decay(epoch, base=0.999, warmup=3):
    return min(base, 1.0 - 0.1 / (epoch + 1)) if epoch < warmup else base
