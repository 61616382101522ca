import jax
import jax.numpy as jnp


@jax.jit
def hawkes_loglik(log_params, times, horizon):
    """Exponential-kernel Hawkes process log-likelihood of event times in [0, horizon]."""
    mu, alpha, beta = jnp.exp(log_params)
    dt = times[:, None] - times[None, :]
    excite = jnp.where(dt > 0, alpha * beta * jnp.exp(-beta * jnp.where(dt > 0, dt, 0.0)), 0.0)
    intensity = mu + excite.sum(1)
    compensator = mu * horizon + alpha * jnp.sum(1 - jnp.exp(-beta * (horizon - times)))
    return jnp.sum(jnp.log(intensity)) - compensator

