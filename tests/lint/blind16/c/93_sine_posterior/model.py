import jax
import jax.numpy as jnp


@jax.jit
def log_likelihood(theta, t, y, temperature=1.0):
    amp, freq, phase, log_sigma = theta
    mu = amp * jnp.sin(freq * t + phase)
    sigma = jnp.exp(log_sigma)
    ll = -0.5 * jnp.sum(((y - mu) / sigma) ** 2) - t.shape[0] * log_sigma
    return ll / temperature


def log_prior(theta):
    return -0.5 * jnp.sum(theta**2 / jnp.array([4.0, 4.0, 10.0, 1.0]))
