import jax
import jax.numpy as jnp


@jax.jit
def session_features(price, volume):
    def step(carry, pv):
        cum_pv, cum_v = carry
        p, v = pv
        cum_pv, cum_v = cum_pv + p * v, cum_v + v
        return (cum_pv, cum_v), cum_pv / cum_v

    _, vwap = jax.lax.scan(step, (jnp.float32(0), jnp.float32(0)), (price, volume))
    dev = (price - vwap) / vwap
    return jnp.stack([dev[-1], jnp.abs(dev).max(), jnp.std(jnp.diff(jnp.log(price)))])
