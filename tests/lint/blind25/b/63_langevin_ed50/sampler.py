import jax
import jax.numpy as jnp


def log_posterior(theta, dose, resp):
    e0, log_emax, log_ed50 = theta
    mu = e0 + jnp.exp(log_emax) * dose / (jnp.exp(log_ed50) + dose)
    return -0.5 * jnp.sum((resp - mu) ** 2) / 16.0 - 0.5 * jnp.sum(theta ** 2) / 100.0


@jax.jit
def langevin_move(theta, key, step, dose, resp):
    eps = 1e-3 * (1.0 + 4.0 / (1.0 + step))
    g = jax.grad(log_posterior)(theta, dose, resp)
    noise = jax.random.normal(key, theta.shape)
    return theta + 0.5 * eps * g + jnp.sqrt(eps) * noise
