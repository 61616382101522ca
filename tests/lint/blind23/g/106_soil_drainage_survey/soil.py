import jax.numpy as jnp
from flax import struct


@struct.dataclass
class SoilColumn:
    theta_s: jnp.ndarray
    ksat: jnp.ndarray
    texture: str = struct.field(pytree_node=False)


def from_survey(row):
    return SoilColumn(jnp.float32(row["theta_s"]), jnp.float32(row["ksat"]), row["texture"])
