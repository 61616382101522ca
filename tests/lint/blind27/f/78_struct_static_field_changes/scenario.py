import jax.numpy as jnp
from flax import struct


@struct.dataclass
class PitScenario:
    grades: jnp.ndarray
    tonnes: jnp.ndarray
    cutoff: float = struct.field(pytree_node=False, default=0.5)
    price: float = struct.field(pytree_node=False, default=1900.0)


def scenarios(base, cutoffs):
    for c in cutoffs:
        yield base.replace(cutoff=c)
