import jax.numpy as jnp
import optax
from flax import struct


@struct.dataclass
class ClientState:
    params: dict
    opt_state: optax.OptState
    rounds_participated: int = struct.field(pytree_node=False, default=0)

    def bump(self):
        return self.replace(rounds_participated=self.rounds_participated + 1)
