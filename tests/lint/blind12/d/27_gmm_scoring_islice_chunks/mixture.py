import jax
import jax.numpy as jnp
from jax.scipy.special import logsumexp


@jax.jit
def mixture_log_density(weights, means, log_scales, x):
    # diagonal Gaussian mixture, x: [n, d]
    z = (x[:, None, :] - means[None]) / jnp.exp(log_scales)[None]
    comp = -0.5 * jnp.sum(z ** 2, -1) - jnp.sum(log_scales, -1) - 0.5 * x.shape[-1] * jnp.log(2 * jnp.pi)
    return logsumexp(comp + jnp.log(weights), axis=-1)
