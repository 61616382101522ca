import functools

import jax
import jax.numpy as jnp


def coulomb_matrix_energy(params, z, pos):
    d = jnp.linalg.norm(pos[:, None] - pos[None] + jnp.eye(pos.shape[0])[..., None], axis=-1)
    cm = jnp.outer(z, z) / d * (1 - jnp.eye(pos.shape[0])) + jnp.diag(0.5 * z ** 2.4)
    eig = jnp.linalg.eigvalsh(cm)
    return eig @ params["w"]


@functools.partial(jax.jit, static_argnames=("scope",))
def scoped_step(params, z, pos, e_ref, scope):
    with jax.named_scope(scope):
        loss, g = jax.value_and_grad(lambda p: (coulomb_matrix_energy(p, z, pos) - e_ref) ** 2)(params)
    return jax.tree_util.tree_map(lambda p, d: p - 1e-4 * d, params, g), loss
