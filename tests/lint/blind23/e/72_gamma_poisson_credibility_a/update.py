import jax
import jax.numpy as jnp


@jax.jit
def bayes_gamma_update(state, claims, exposure):
    alpha, beta = state
    alpha = alpha + claims.sum()
    beta = beta + exposure.sum()
    return alpha, beta


def initial_state(prior_mean, prior_weight):
    return [jnp.float32(prior_mean * prior_weight), jnp.float32(prior_weight)]
