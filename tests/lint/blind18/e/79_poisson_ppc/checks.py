import jax
import jax.numpy as jnp


@jax.jit
def replicate_stat(key, lam, n_obs):
    y_rep = jax.random.poisson(key, lam, shape=n_obs.shape)
    return jnp.mean(y_rep == 0)
