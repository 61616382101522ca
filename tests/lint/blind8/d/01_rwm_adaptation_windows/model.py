import jax.numpy as jnp

# toy banana-shaped posterior
def log_posterior(theta):
    a, b = theta[0], theta[1]
    return -0.5 * (a**2 / 4.0 + (b - 0.5 * a**2) ** 2)
