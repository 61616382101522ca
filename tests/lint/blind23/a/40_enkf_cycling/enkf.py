import jax
import jax.numpy as jnp


@jax.jit
def enkf_analysis(ens, obs_idx, y, obs_var, key):
    n_mem = ens.shape[0]
    hx = ens[:, obs_idx]
    x_mean, hx_mean = ens.mean(0), hx.mean(0)
    X = ens - x_mean
    HX = hx - hx_mean
    Pxy = X.T @ HX / (n_mem - 1)
    Pyy = HX.T @ HX / (n_mem - 1) + obs_var * jnp.eye(y.shape[0])
    K = Pxy @ jnp.linalg.inv(Pyy)
    y_pert = y + jnp.sqrt(obs_var) * jax.random.normal(key, hx.shape)
    return ens + (y_pert - hx) @ K.T
