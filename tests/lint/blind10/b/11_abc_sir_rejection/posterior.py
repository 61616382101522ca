import jax
import jax.numpy as jnp


@jax.jit
def posterior_summary(theta):
    mean = jnp.mean(theta, axis=0)
    centred = theta - mean
    cov = centred.T @ centred / (theta.shape[0] - 1)
    r0 = theta[:, 0] / theta[:, 1]
    return mean, cov, jnp.percentile(r0, jnp.array([5.0, 50.0, 95.0]))
