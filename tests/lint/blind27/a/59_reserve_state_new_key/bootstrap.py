import jax
import jax.numpy as jnp


@jax.jit
def bootstrap_round(state, key, residuals, fitted):
    idx = jax.random.randint(key, fitted.shape, 0, residuals.size)
    pseudo = fitted + residuals.ravel()[idx] * jnp.sqrt(jnp.abs(fitted))
    reserve = jnp.sum(jnp.maximum(pseudo, 0.0)) * 0.35
    new = {"n": state["n"] + 1, "sum": state["sum"] + reserve, "sumsq": state["sumsq"] + reserve ** 2}
    if "max" in state:
        new["max"] = jnp.maximum(state["max"], reserve)
    else:
        new["max"] = reserve
    return new
