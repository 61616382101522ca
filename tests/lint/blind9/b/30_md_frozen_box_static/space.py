import dataclasses

import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class PeriodicBox:
    """Orthorhombic periodic boundary conditions."""

    lengths: tuple

    def displacement(self, a, b):
        box = jnp.asarray(self.lengths)
        d = a - b
        return d - box * jnp.round(d / box)

    def wrap(self, x):
        return jnp.mod(x, jnp.asarray(self.lengths))
