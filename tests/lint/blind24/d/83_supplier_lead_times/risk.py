import jax
import jax.numpy as jnp


@jax.jit
def lead_time_quantiles(x, mask, decay):
    # exponentially weighted lead-time distribution, recent orders weigh more
    age = jnp.arange(x.shape[0])[::-1].astype(jnp.float32)
    w = mask * decay ** age
    w = w / w.sum()
    order = jnp.argsort(jnp.where(mask > 0, x, jnp.inf))
    cdf = jnp.cumsum(w[order])
    q = lambda p: x[order][jnp.argmax(cdf >= p)]
    return q(0.5), q(0.9)
