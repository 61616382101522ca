import jax
import jax.numpy as jnp


@jax.jit
def fit_intrafield(xy, cd):
    x, y = xy[:, 0], xy[:, 1]
    A = jnp.stack([jnp.ones_like(x), x, y, x ** 2, y ** 2, x * y], 1)
    coef = jnp.linalg.lstsq(A, cd)[0]
    resid = cd - A @ coef
    return coef, 3 * jnp.std(resid)
