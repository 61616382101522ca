import jax
import jax.numpy as jnp
from flax import struct


@struct.dataclass
class ALState:
    params: dict
    labelled: jax.Array
    round: int = struct.field(pytree_node=False, default=0)

    def advance(self, params, labelled):
        return self.replace(params=params, labelled=labelled, round=self.round + 1)
