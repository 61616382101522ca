import equinox as eqx
import jax
import jax.numpy as jnp


class LagGrowth(eqx.Module):
    log_mu: jax.Array
    log_lag: jax.Array
    pitch_rate: float

    def __call__(self, t):
        mu = jnp.exp(self.log_mu)
        lag = jnp.exp(self.log_lag)
        return self.pitch_rate * jnp.exp(mu * jnp.maximum(t - lag, 0.0))


@eqx.filter_jit
def growth_loss(model, t, counts):
    pred = jnp.log(model(t))
    return jnp.mean((pred - jnp.log(counts)) ** 2)
