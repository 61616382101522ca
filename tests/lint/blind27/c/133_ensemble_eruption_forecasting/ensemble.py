import jax
import jax.numpy as jnp


def member_predict(p, x):
    return jnp.tanh(x @ p["w"]) @ p["v"]


@jax.jit
def ensemble_forecast(members, x):
    preds = jnp.stack([member_predict(p, x) for p in members])
    return preds.mean(0), preds.std(0)


def prune(members, x, y, tol=2.0):
    keep = []
    for p in members:
        err = float(jnp.sqrt(jnp.mean((member_predict(p, x) - y) ** 2)))
        if err < tol:
            keep.append(p)
    return keep
