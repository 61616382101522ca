import jax
import jax.numpy as jnp

BETA = 0.9


@jax.jit
def smooth_signal(state, raw):
    """Exponentially smoothed cross-sectional signal with turnover tracking."""
    prev = state.get("ema", raw)
    ema = BETA * prev + (1.0 - BETA) * raw
    turnover = jnp.abs(ema - prev).sum()
    return {"ema": ema, "turnover": turnover}, ema / (jnp.abs(ema).sum() + 1e-9)


def initial_state():
    return {}
