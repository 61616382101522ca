import jax.numpy as jnp
from flax import struct


@struct.dataclass
class DetectorState:
    mean: jnp.ndarray
    m2: jnp.ndarray
    n_windows: int = struct.field(pytree_node=False, default=0)

    @classmethod
    def create(cls, n_feat):
        return cls(mean=jnp.zeros(n_feat), m2=jnp.zeros(n_feat))
