import jax
import jax.numpy as jnp


class LapseCurve:
    def __init__(self, base, slope, shock):
        self.base = base
        self.slope = slope
        self.shock = shock
        self._rates_fn = jax.jit(self._rates)

    def _rates(self, duration, rate_change):
        logit = self.base - self.slope * jnp.log1p(duration) + self.shock * rate_change
        return jax.nn.sigmoid(logit)

    @property
    def rates(self):
        return self._rates_fn
