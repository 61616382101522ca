import jax
import jax.numpy as jnp


class Lorenz96Member:
    """One member of a toy ensemble forecast (Lorenz-96 as an atmosphere/ocean proxy)."""

    def __init__(self, x0, forcing=8.0, dt=0.01):
        self.x = x0
        self.forcing = forcing
        self.dt = dt
        self._advance = jax.jit(self.advance)

    def tendency(self, x):
        return (jnp.roll(x, -1) - jnp.roll(x, 2)) * jnp.roll(x, 1) - x + self.forcing

    def advance(self, x):
        def rk4(x, _):
            k1 = self.tendency(x)
            k2 = self.tendency(x + 0.5 * self.dt * k1)
            k3 = self.tendency(x + 0.5 * self.dt * k2)
            k4 = self.tendency(x + self.dt * k3)
            return x + self.dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4), None
        x, _ = jax.lax.scan(rk4, x, None, length=50)
        return x

    def forecast(self):
        self.x = self._advance(self.x)
        return self.x
