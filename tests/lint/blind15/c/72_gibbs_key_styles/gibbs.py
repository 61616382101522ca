import jax
import jax.numpy as jnp


@jax.jit
def gibbs_sweep(key, mu, tau, y, n_iter=50):
    """Normal model with unknown mean and precision, conjugate updates."""
    n = y.shape[0]
    ybar = y.mean()

    def body(carry, k):
        mu, tau = carry
        k1, k2 = jax.random.split(k)
        prec = 1.0 + n * tau
        mu = (n * tau * ybar) / prec + jax.random.normal(k1) / jnp.sqrt(prec)
        rate = 1.0 + 0.5 * jnp.sum((y - mu) ** 2)
        tau = jax.random.gamma(k2, 1.0 + 0.5 * n) / rate
        return (mu, tau), mu
    (mu, tau), trace = jax.lax.scan(body, (mu, tau), jax.random.split(key, n_iter))
    return mu, tau, trace
