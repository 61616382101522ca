from functools import partial

import jax
import jax.numpy as jnp

WAFER_R = 150.0


def radial_basis(r, theta, spec):
    cols = [jnp.ones_like(r)]
    if spec.include_tilt:
        cols += [r * jnp.cos(theta), r * jnp.sin(theta)]
    for n in range(1, spec.n_radial + 1):
        cols.append(r ** (2 * n))
    return jnp.stack(cols, 1)


@partial(jax.jit, static_argnames=("spec",))
def fit_thickness_map(x, y, t, spec):
    r = jnp.hypot(x, y) / WAFER_R
    theta = jnp.arctan2(y, x)
    valid = (jnp.hypot(x, y) <= WAFER_R - spec.edge_exclusion_mm).astype(t.dtype)
    A = radial_basis(r, theta, spec) * valid[:, None]
    coef = jnp.linalg.lstsq(A, t * valid)[0]
    return coef, jnp.sqrt(jnp.sum(((A @ coef) - t * valid) ** 2) / jnp.sum(valid))
