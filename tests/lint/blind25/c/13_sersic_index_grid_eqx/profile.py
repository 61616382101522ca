import equinox as eqx
import jax.numpy as jnp


class SersicProfile(eqx.Module):
    log_amp: jnp.ndarray
    log_re: jnp.ndarray
    n: float

    def __call__(self, r):
        b = 2.0 * self.n - 1.0 / 3.0
        re = jnp.exp(self.log_re)
        return jnp.exp(self.log_amp) * jnp.exp(-b * ((r / re) ** (1.0 / self.n) - 1.0))
