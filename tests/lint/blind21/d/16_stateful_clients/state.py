import jax.numpy as jnp
import optax
from flax import struct


@struct.dataclass
class ClientState:
    params: dict
    opt_state: optax.OptState
    rounds_participated: jnp.ndarray = struct.field(default_factory=lambda: jnp.zeros((), jnp.int32))

    def bump(self):
        return self.replace(rounds_participated=self.rounds_participated + 1)
