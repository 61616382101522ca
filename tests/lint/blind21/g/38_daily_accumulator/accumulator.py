import jax
import jax.numpy as jnp


def init_state():
    return {
        "n": jnp.zeros((), jnp.float32),
        "sum": jnp.zeros((), jnp.float32),
        "sumsq": jnp.zeros((), jnp.float32),
        "z": jnp.zeros((), jnp.float32),
    }


@jax.jit
def update_state(state, batch):
    n = state["n"] + batch.shape[0]
    s = state["sum"] + jnp.sum(batch)
    ss = state["sumsq"] + jnp.sum(batch ** 2)
    mean = s / n
    var = ss / n - mean ** 2
    return {"n": n, "sum": s, "sumsq": ss, "z": mean / jnp.sqrt(var / n)}
