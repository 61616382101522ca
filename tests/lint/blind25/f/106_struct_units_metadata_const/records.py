import jax.numpy as jnp
from flax import struct


@struct.dataclass
class CDMeasurement:
    cd: jnp.ndarray
    lwr: jnp.ndarray
    units: str = struct.field(pytree_node=False, default="nm")
    algorithm: str = struct.field(pytree_node=False, default="threshold_50")


def from_sem_export(rows):
    return CDMeasurement(cd=rows[:, 0], lwr=rows[:, 1])
