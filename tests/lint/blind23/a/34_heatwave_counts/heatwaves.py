import jax
import jax.numpy as jnp


@jax.jit
def heatwave_days(tmax, threshold):
    hot = (tmax > threshold).astype(jnp.int32)

    def run_len(carry, h):
        c = (carry + 1) * h
        return c, c

    _, runs = jax.lax.scan(run_len, jnp.zeros(tmax.shape[1], jnp.int32), hot)
    return jnp.sum(runs >= 3, axis=0)
