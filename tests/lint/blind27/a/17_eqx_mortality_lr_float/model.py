import jax
import jax.numpy as jnp
import equinox as eqx


class LeeCarter(eqx.Module):
    a: jax.Array
    b: jax.Array
    k: jax.Array

    def __init__(self, n_ages, n_years):
        self.a = jnp.full(n_ages, -4.0)
        self.b = jnp.full(n_ages, 1.0 / n_ages)
        self.k = jnp.zeros(n_years)

    def log_mu(self):
        return self.a[:, None] + self.b[:, None] * self.k[None, :]


def poisson_loss(model, deaths, exposure):
    lm = model.log_mu()
    return jnp.mean(exposure * jnp.exp(lm) - deaths * lm)
