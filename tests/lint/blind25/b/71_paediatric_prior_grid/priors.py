import jax.numpy as jnp
from flax import struct


@struct.dataclass
class PriorSpec:
    mean: jnp.ndarray
    sd: jnp.ndarray


def prior_sensitivity_grid(mean):
    return [PriorSpec(mean=mean, sd=jnp.float32(s)) for s in (0.1, 0.25, 0.5, 1.0, 2.0)]
