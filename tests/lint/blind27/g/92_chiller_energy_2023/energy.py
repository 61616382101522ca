import jax
import jax.numpy as jnp


@jax.jit
def chiller_summary(daily):
    def body(carry, row):
        peak, streak, longest = carry
        hot = row[0] > 15.0
        streak = jnp.where(hot, streak + 1, 0)
        return (jnp.maximum(peak, row[1]), streak, jnp.maximum(longest, streak)), row[1]

    init = (jnp.float32(0.0), jnp.int32(0), jnp.int32(0))
    (peak, _, longest), kwh = jax.lax.scan(body, init, daily)
    return kwh.sum(), peak, longest
