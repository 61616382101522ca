import jax
import jax.numpy as jnp


@jax.jit
def accumulate(metrics, forecast, actual):
    err = forecast - actual
    return {
        "abs_err": metrics["abs_err"] + jnp.abs(err).sum(),
        "bias": metrics["bias"] + err.sum(),
        "count": metrics["count"] + err.size,
        "worst": jnp.maximum(metrics["worst"], jnp.abs(err).max()),
    }


def fresh_metrics():
    z = jnp.zeros((), jnp.float32)
    return {"abs_err": z, "bias": z, "count": jnp.zeros((), jnp.int32), "worst": z}
