import jax.numpy as jnp
from flax import struct


@struct.dataclass
class SpendingState:
    sum_c: jnp.ndarray
    sum_t: jnp.ndarray
    n: jnp.ndarray
    alpha_spent: jnp.ndarray
    look: jnp.ndarray


def initial_state():
    z = jnp.zeros((), jnp.float32)
    return SpendingState(sum_c=z, sum_t=z, n=z, alpha_spent=z, look=jnp.zeros((), jnp.int32))
