from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("normalize", "spacing"))
def curvature_damage_index(phi_ref, phi_cur, normalize, spacing):
    if normalize:
        phi_ref = phi_ref / jnp.max(jnp.abs(phi_ref))
        phi_cur = phi_cur / jnp.max(jnp.abs(phi_cur))
    k_ref = (phi_ref[2:] - 2 * phi_ref[1:-1] + phi_ref[:-2]) / spacing ** 2
    k_cur = (phi_cur[2:] - 2 * phi_cur[1:-1] + phi_cur[:-2]) / spacing ** 2
    return jnp.abs(k_cur - k_ref)
