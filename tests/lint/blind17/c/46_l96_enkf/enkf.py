import jax
import jax.numpy as jnp


@jax.jit
def enkf_update(ens, y, obs_idx, r_var, key):
    m = ens.shape[0]
    hx = ens[:, obs_idx]
    y_pert = y + jnp.sqrt(r_var) * jax.random.normal(key, hx.shape)
    xa = ens - ens.mean(0)
    ha = hx - hx.mean(0)
    pht = xa.T @ ha / (m - 1)
    hpht = ha.T @ ha / (m - 1)
    gain = pht @ jnp.linalg.inv(hpht + r_var * jnp.eye(hx.shape[1]))
    return ens + (y_pert - hx) @ gain.T
