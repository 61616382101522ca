import jax
from flax import struct


@struct.dataclass
class ChainState:
    position: jax.Array
    log_prob: jax.Array
    step_size: jax.Array
