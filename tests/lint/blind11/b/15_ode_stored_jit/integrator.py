import jax
import jax.numpy as jnp


class RK4:
    def __init__(self, rhs, dt):
        self.rhs = rhs
        self.dt = dt
        self._step = jax.jit(self._rk4_step)

    def _rk4_step(self, y, t):
        f, h = self.rhs, self.dt
        k1 = f(y, t)
        k2 = f(y + 0.5 * h * k1, t + 0.5 * h)
        k3 = f(y + 0.5 * h * k2, t + 0.5 * h)
        k4 = f(y + h * k3, t + h)
        return y + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)

    @property
    def step(self):
        return self._step

    def integrate(self, y, t0, n):
        t = t0
        for _ in range(n):
            y = self.step(y, t)
            t = t + self.dt
        return y
