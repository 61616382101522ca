import jax
import jax.numpy as jnp
import numpy as np

MAX_EVENTS = 128


def pad_events(times):
    """Fixed-capacity event buffer; a day with more than MAX_EVENTS events is truncated."""
    buf = np.zeros(MAX_EVENTS, np.float32)
    mask = np.zeros(MAX_EVENTS, np.float32)
    n = min(len(times), MAX_EVENTS)
    buf[:n], mask[:n] = times[:n], 1.0
    return buf, mask


@jax.jit
def hawkes_loglik(log_params, times, mask, horizon):
    mu, alpha, beta = jnp.exp(log_params)
    dt = times[:, None] - times[None, :]
    pair = (dt > 0) & (mask[:, None] > 0) & (mask[None, :] > 0)
    excite = jnp.where(pair, alpha * beta * jnp.exp(-beta * jnp.where(pair, dt, 0.0)), 0.0)
    intensity = mu + excite.sum(1)
    compensator = mu * horizon + alpha * jnp.sum(mask * (1 - jnp.exp(-beta * (horizon - times))))
    return jnp.sum(mask * jnp.log(intensity)) - compensator
