import jax
import jax.numpy as jnp


@jax.jit
def anomaly_score(batch, weights):
    s = weights[0] * jnp.abs(batch["gauge_mm"] - 1435.0) + weights[1] * jnp.abs(batch["twist_mm"])
    if "ultrasonic" in batch:
        s = s + weights[2] * batch["ultrasonic"]
    return s
