import jax
import jax.numpy as jnp

from metrics import ripeness_error


@jax.jit
def ridge_fit(texture, age_days, lam):
    xtx = texture.T @ texture + lam * jnp.eye(texture.shape[1])
    w = jnp.linalg.solve(xtx, texture.T @ (age_days - age_days.mean()))
    b = age_days.mean() - texture.mean(0) @ w
    return {"w": w, "b": b}


def fit_and_report(texture, age_days, lam):
    params = ridge_fit(texture, age_days, lam)
    rmse, mae = ripeness_error(params, texture, age_days)
    return params, float(rmse)
