import jax
import jax.numpy as jnp


def initial_state():
    return {"count": 0.0, "mean": 0.0, "m2": 0.0}


@jax.jit
def welford_update(state, batch):
    def one(s, x):
        count = s["count"] + 1.0
        delta = x - s["mean"]
        mean = s["mean"] + delta / count
        m2 = s["m2"] + delta * (x - mean)
        return {"count": count, "mean": mean, "m2": m2}, None

    state, _ = jax.lax.scan(one, state, batch)
    return state
