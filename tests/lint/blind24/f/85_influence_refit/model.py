import jax
import jax.numpy as jnp


def init_model(n_gauges, n_loads, with_offset):
    return {
        "influence": jnp.zeros((n_gauges, n_loads), jnp.float32),
        "offset": jnp.zeros(n_gauges, jnp.float32) if with_offset else None,
    }


@jax.jit
def ridge_refit(model, loads, strains, lam):
    """Re-identify the strain influence matrix from calibration-truck runs."""
    X = loads
    Y = strains if model["offset"] is None else strains - model["offset"]
    G = X.T @ X + lam * jnp.eye(X.shape[1])
    B = jnp.linalg.solve(G, X.T @ Y)
    resid = Y - X @ B
    new = dict(model, influence=B.T)
    return new, jnp.sqrt(jnp.mean(resid ** 2))
