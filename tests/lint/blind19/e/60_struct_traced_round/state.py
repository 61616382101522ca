import jax
import jax.numpy as jnp
from flax import struct


@struct.dataclass
class ALState:
    params: dict
    labelled: jax.Array
    round: jax.Array = struct.field(default_factory=lambda: jnp.zeros((), jnp.int32))
    strategy: str = struct.field(pytree_node=False, default="margin")

    def advance(self, params, labelled):
        return self.replace(params=params, labelled=labelled, round=self.round + 1)
