import jax
import jax.numpy as jnp


def member_predict(p, x):
    return jnp.tanh(x @ p["w"]) @ p["v"]


@jax.jit
def weighted_forecast(stacked, active, x):
    preds = jax.vmap(member_predict, in_axes=(0, None))(stacked, x)
    w = active / active.sum()
    mean = jnp.tensordot(w, preds, 1)
    return mean, jnp.sqrt(jnp.tensordot(w, (preds - mean) ** 2, 1))


@jax.jit
def member_rmse(stacked, x, y):
    preds = jax.vmap(member_predict, in_axes=(0, None))(stacked, x)
    return jnp.sqrt(jnp.mean((preds - y) ** 2, axis=1))
