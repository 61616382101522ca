import jax
import jax.numpy as jnp


def init_params(key, d_in=3, d_h=16):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "wx": jax.random.normal(k1, (d_in, d_h)) * 0.3,
        "wh": jax.random.normal(k2, (d_h, d_h)) * 0.1,
        "wo": jax.random.normal(k3, (d_h,)) * 0.1,
        "bo": jnp.float32(8.0),
    }


@jax.jit
def forecast_yield(params, weather, mask):
    def cell(h, inp):
        x, m = inp
        h_new = jnp.tanh(x @ params["wx"] + h @ params["wh"])
        return m * h_new + (1.0 - m) * h, None

    h0 = jnp.zeros(params["wh"].shape[0])
    h, _ = jax.lax.scan(cell, h0, (weather, mask))
    return h @ params["wo"] + params["bo"]
