import dataclasses

import jax
import jax.numpy as jnp


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class Acceptance:
    accepted: jax.Array
    attempted: jax.Array

    @classmethod
    def zeros(cls):
        return cls(jnp.zeros((), jnp.int32), jnp.zeros((), jnp.int32))

    @property
    def rate(self):
        return int(self.accepted) / max(int(self.attempted), 1)
