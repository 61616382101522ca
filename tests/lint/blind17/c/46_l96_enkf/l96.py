import jax
import jax.numpy as jnp


class Lorenz96:
    def __init__(self, n=40, forcing=8.0, dt=0.05):
        self.n = n
        self.forcing = forcing
        self.dt = dt

    def _tendency(self, x):
        return (jnp.roll(x, -1, -1) - jnp.roll(x, 2, -1)) * jnp.roll(x, 1, -1) - x + self.forcing

    def _rk4(self, x):
        k1 = self._tendency(x)
        k2 = self._tendency(x + 0.5 * self.dt * k1)
        k3 = self._tendency(x + 0.5 * self.dt * k2)
        k4 = self._tendency(x + self.dt * k3)
        return x + self.dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)

    @property
    def propagate(self):
        return jax.jit(self._rk4)
