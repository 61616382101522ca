import jax
import jax.numpy as jnp


@jax.jit
def week_ahead_demand(et0_window, kc, rain_window):
    net = kc * et0_window - 0.8 * rain_window
    return jnp.sum(jnp.maximum(net, 0.0))
