import jax
import jax.numpy as jnp


class LotkaVolterra:
    """Predator-prey dynamics dx/dt = a x - b x y, dy/dt = d x y - c y."""

    def __init__(self, a=1.1, b=0.4, c=0.4, d=0.1):
        self.a, self.b, self.c, self.d = a, b, c, d

    def _rhs(self, t, state):
        x, y = state[0], state[1]
        return jnp.stack([self.a * x - self.b * x * y, self.d * x * y - self.c * y])

    @property
    def rhs(self):
        return jax.jit(self._rhs)
