import jax
import jax.numpy as jnp


def sir_incidence(log_params, n_days, pop=10_000.0):
    beta, gamma = jnp.exp(log_params)

    def step(carry, _):
        s, i = carry
        new = beta * s * i / pop
        return (s - new, i + new - gamma * i), new

    _, incidence = jax.lax.scan(step, (pop - 5.0, 5.0), None, length=n_days)
    return incidence


def poisson_nll(log_params, observed, mask):
    mu = sir_incidence(log_params, observed.shape[0]) + 1e-6
    return jnp.sum(mask * (mu - observed * jnp.log(mu)))
