import jax
import jax.numpy as jnp

from sampler import HMC


def log_posterior(theta):
    # banana-shaped target
    x, y = theta[0], theta[1]
    return -0.5 * (x ** 2 / 4.0 + (y - 0.5 * x ** 2) ** 2)


hmc = HMC(log_posterior, step_size=0.2, n_leapfrog=4)
samples = hmc.run(jnp.zeros(2), n_samples=6, key=jax.random.PRNGKey(0))
print(samples.mean(axis=0))
