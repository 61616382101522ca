import jax
import jax.numpy as jnp


def design_matrix(xy):
    x, y = xy[:, 0], xy[:, 1]
    one, zero = jnp.ones_like(x), jnp.zeros_like(x)
    rows_x = jnp.stack([one, zero, -y, x], 1)
    rows_y = jnp.stack([zero, one, x, y], 1)
    return jnp.concatenate([rows_x, rows_y], 0)


@jax.jit
def fit_linear_terms(lot):
    A = design_matrix(lot["xy"])
    b = jnp.concatenate([lot["dxy"][:, 0], lot["dxy"][:, 1]])
    w = lot.get("quality")
    if w is not None:
        w2 = jnp.sqrt(jnp.concatenate([w, w]))
        A = A * w2[:, None]
        b = b * w2
    coef, *_ = jnp.linalg.lstsq(A, b)
    resid = b - A @ coef
    return coef, jnp.sqrt(jnp.mean(resid ** 2))
