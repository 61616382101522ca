import jax.numpy as jnp


def ucb(mu, sigma, beta):
    return mu + jnp.sqrt(beta) * sigma


def pure_exploit(mu, sigma, beta):
    return mu
