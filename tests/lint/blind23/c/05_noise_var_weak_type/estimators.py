import jax
import jax.numpy as jnp


@jax.jit
def lmmse_estimate(y_p, x_p, r_hh, noise_var):
    h_ls = y_p / x_p
    n = r_hh.shape[0]
    w = r_hh @ jnp.linalg.inv(r_hh + noise_var * jnp.eye(n))
    return w @ h_ls
