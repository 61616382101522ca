import jax
import jax.numpy as jnp


@jax.jit
def enkf_analysis(ens, obs, obs_idx, obs_err, perturb):
    n = ens.shape[0]
    hx = ens[:, obs_idx]
    xa = ens - ens.mean(0)
    ha = hx - hx.mean(0)
    pht = xa.T @ ha / (n - 1)
    hpht = ha.T @ ha / (n - 1)
    K = pht @ jnp.linalg.inv(hpht + obs_err ** 2 * jnp.eye(obs.shape[0]))
    innov = obs[None, :] + perturb - hx
    return ens + innov @ K.T
