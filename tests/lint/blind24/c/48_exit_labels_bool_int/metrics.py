import jax
import jax.numpy as jnp


@jax.jit
def calibration_table(probs, left):
    bins = jnp.clip((probs * 5).astype(jnp.int32), 0, 4)
    counts = jnp.zeros(5).at[bins].add(1.0)
    observed = jnp.zeros(5).at[bins].add(left.astype(jnp.float32))
    predicted = jnp.zeros(5).at[bins].add(probs)
    return observed / jnp.maximum(counts, 1), predicted / jnp.maximum(counts, 1)
