import jax
import jax.numpy as jnp


@jax.jit
def accumulate(metrics, forecast, actual):
    err = forecast - actual
    out = dict(metrics)
    out["abs_err"] = metrics["abs_err"] + jnp.abs(err).sum()
    out["bias"] = metrics["bias"] + err.sum()
    out["count"] = metrics["count"] + err.size
    if "worst" in metrics:
        out["worst"] = jnp.maximum(metrics["worst"], jnp.abs(err).max())
    return out


def fresh_metrics():
    z = jnp.zeros((), jnp.float32)
    return {"abs_err": z, "bias": z, "count": jnp.zeros((), jnp.int32)}
