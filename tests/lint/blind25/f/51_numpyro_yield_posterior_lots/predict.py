import jax
import jax.numpy as jnp


@jax.jit
def lot_yield_forecast(samples, density_proxy):
    logits = samples["a"][:, None] + samples["b"][:, None] * density_proxy[None, :]
    y = jax.nn.sigmoid(logits)
    return y.mean(0), jnp.percentile(y, 5, axis=0), jnp.percentile(y, 95, axis=0)
