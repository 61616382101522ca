import jax
import jax.numpy as jnp


def lognormal_nll(params, log_claims, l2):
    mu, log_sigma = params
    sigma = jnp.exp(log_sigma)
    z = (log_claims - mu) / sigma
    return jnp.mean(0.5 * z ** 2 + log_sigma) + l2 * (mu ** 2 + log_sigma ** 2)


def fit(log_claims, l2, n_steps=50, lr=0.1):
    params = jnp.array([0.0, 0.0])

    def sgd_step(p):
        g = jax.grad(lognormal_nll)(p, log_claims, l2)
        return p - lr * g

    step = jax.jit(sgd_step)
    for _ in range(n_steps):
        params = step(params)
    return params
