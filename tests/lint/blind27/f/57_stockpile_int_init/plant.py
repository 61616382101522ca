import jax
import jax.numpy as jnp


@jax.jit
def blend_shift(stock_t, stock_fe, reclaim_frac, incoming_t, incoming_fe):
    out_t = stock_t * reclaim_frac
    out_fe = jnp.sum(out_t * stock_fe) / jnp.sum(out_t)
    new_t = stock_t - out_t + incoming_t
    new_fe = (stock_fe * (stock_t - out_t) + incoming_fe * incoming_t) / jnp.maximum(new_t, 1.0)
    return new_t, new_fe, out_fe
