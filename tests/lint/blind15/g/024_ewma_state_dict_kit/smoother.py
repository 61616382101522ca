import jax
import jax.numpy as jnp


def init_state(n_channels):
    return {"level": jnp.zeros(n_channels, jnp.float32), "count": 0}


@jax.jit
def smooth_update(state, x, alpha):
    warm = state["count"] == 0
    level = jnp.where(warm, x, alpha * x + (1 - alpha) * state["level"])
    return {"level": level, "count": state["count"] + 1}
