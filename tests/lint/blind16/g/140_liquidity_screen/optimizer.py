import jax
import jax.numpy as jnp


@jax.jit
def risk_budget_weights(vols, scores, eligible):
    raw = jnp.maximum(scores, 0.0) / vols * eligible
    return raw / jnp.maximum(jnp.sum(raw), 1e-9)
