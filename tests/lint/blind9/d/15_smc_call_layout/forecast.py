import jax
import jax.numpy as jnp

from smc import bootstrap_step


def one_step_volatility(key, particles, log_weights, y_next, obs_scale):
    particles, log_weights, _ = bootstrap_step(
        key=key, particles=particles, log_weights=log_weights, y=y_next, obs_scale=obs_scale)
    return float(jnp.sum(jnp.exp(log_weights) * obs_scale * jnp.exp(particles / 2)))
