import jax
import jax.numpy as jnp


def two_stage(Z, X, y):
    Zd = jnp.column_stack([jnp.ones(Z.shape[0]), Z])
    pi = jnp.linalg.lstsq(Zd, X)[0]
    Xhat = Zd @ pi
    Xd = jnp.column_stack([jnp.ones(Z.shape[0]), Xhat])
    coef = jnp.linalg.lstsq(Xd, y)[0]
    return (coef[0], coef[1:])


@jax.jit
def structural_residual_var(params, X, y):
    intercept, slope = params
    resid = y - intercept - X @ slope
    return jnp.mean(resid ** 2)
