from functools import partial
import jax
import jax.numpy as jnp


class CurveCalibrator:
    def __init__(self, start=0.0, stop=4000.0, n=801):
        self.grid = jnp.linspace(start, stop, n)
        self.mu = self.grid * 0.98 + 35.0 * jnp.sin(self.grid / 150.0)
        self.sig = 16.0 + 0.002 * self.grid

    @partial(jax.jit, static_argnums=0)
    def _posterior(self, age, err):
        s2 = err ** 2 + self.sig ** 2
        lp = -0.5 * (age - self.mu) ** 2 / s2 - 0.5 * jnp.log(s2)
        return jax.nn.softmax(lp)

    def hpd_mean(self, age, err):
        p = self._posterior(jnp.float32(age), jnp.float32(err))
        return float((p * self.grid).sum())
