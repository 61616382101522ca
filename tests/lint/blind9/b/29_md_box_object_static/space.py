import jax.numpy as jnp


class PeriodicBox:
    """Orthorhombic periodic boundary conditions."""

    def __init__(self, lengths):
        self.lengths = tuple(float(l) for l in lengths)

    def displacement(self, a, b):
        box = jnp.asarray(self.lengths)
        d = a - b
        return d - box * jnp.round(d / box)

    def wrap(self, x):
        return jnp.mod(x, jnp.asarray(self.lengths))

    def volume(self):
        v = 1.0
        for l in self.lengths:
            v *= l
        return v
