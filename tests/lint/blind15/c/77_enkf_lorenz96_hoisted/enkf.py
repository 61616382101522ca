import jax
import jax.numpy as jnp

from lorenz import forecast

propagate = jax.jit(jax.vmap(forecast))


def analysis(ens, y, H, r_var):
    xm = ens.mean(0)
    A = ens - xm
    HA = A @ H.T
    P_yy = HA.T @ HA / (ens.shape[0] - 1) + r_var * jnp.eye(H.shape[0])
    P_xy = A.T @ HA / (ens.shape[0] - 1)
    K = P_xy @ jnp.linalg.inv(P_yy)
    return ens + (y - ens @ H.T) @ K.T


def assimilation_cycle(ens, y, H, r_var, key):
    ens = propagate(ens)
    perturbed = y + jnp.sqrt(r_var) * jax.random.normal(key, (ens.shape[0], y.shape[0]))
    return analysis(ens, perturbed, H, r_var)
