import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit
def mlem_update(image, system_matrix, projections, relax):
    fwd = system_matrix @ image + 1e-9
    ratio = projections / fwd
    sens = system_matrix.sum(axis=0)
    update = (system_matrix.T @ ratio) / sens
    return image * update ** relax
