import jax
import jax.numpy as jnp


def log_linear_auc(t, c):
    dt = t[1:] - t[:-1]
    c0, c1 = c[:-1], c[1:]
    declining = (c1 < c0) & (c1 > 0)
    lin = 0.5 * (c0 + c1) * dt
    logd = (c0 - c1) * dt / jnp.log(jnp.where(declining, c0 / c1, 2.0))
    return jnp.sum(jnp.where(declining, logd, lin))


def subject_auc(t, conc_matrix):
    auc_fn = jax.jit(log_linear_auc)
    return jax.vmap(auc_fn, in_axes=(None, 0))(t, conc_matrix)
