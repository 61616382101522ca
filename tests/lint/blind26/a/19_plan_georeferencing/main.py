import numpy as np
import jax
import jax.numpy as jnp

from gcp import load_plan_gcps


@jax.jit
def fit_affine(pair):
    px, world = pair
    X = jnp.concatenate([px, jnp.ones((px.shape[0], 1))], 1)
    coef, *_ = jnp.linalg.lstsq(X, world)
    resid = X @ coef - world
    return coef, jnp.sqrt(jnp.mean(resid ** 2))


rng = np.random.default_rng(0)
for plan in range(5):
    coef, rmse = fit_affine(load_plan_gcps(plan, rng))
    print(f"plan {plan}: rmse {float(rmse):.3f} m")
