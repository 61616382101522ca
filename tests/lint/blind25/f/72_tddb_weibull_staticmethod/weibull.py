import jax
import jax.numpy as jnp


class WeibullFitter:
    def __init__(self, area_scale=1.0):
        self.area_scale = area_scale

    @staticmethod
    @jax.jit
    def fit(times_to_fail):
        t = jnp.sort(times_to_fail)
        n = t.shape[0]
        F = (jnp.arange(1, n + 1) - 0.3) / (n + 0.4)  # Bernard median ranks
        x = jnp.log(t)
        y = jnp.log(-jnp.log(1 - F))
        beta = jnp.sum((x - x.mean()) * (y - y.mean())) / jnp.sum((x - x.mean()) ** 2)
        eta = jnp.exp(x.mean() - y.mean() / beta)
        return beta, eta

    def t63_scaled(self, times_to_fail, target_area_ratio):
        beta, eta = self.fit(times_to_fail)
        return eta * target_area_ratio ** (-1.0 / beta)
