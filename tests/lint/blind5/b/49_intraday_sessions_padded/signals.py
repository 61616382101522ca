import jax
import jax.numpy as jnp


@jax.jit
def session_features(price, volume, n_valid):
    idx = jnp.arange(price.shape[0])
    valid = idx < n_valid

    def step(carry, pvm):
        cum_pv, cum_v = carry
        p, v, m = pvm
        cum_pv = cum_pv + jnp.where(m, p * v, 0.0)
        cum_v = cum_v + jnp.where(m, v, 0.0)
        return (cum_pv, cum_v), cum_pv / jnp.maximum(cum_v, 1e-6)

    _, vwap = jax.lax.scan(step, (jnp.float32(0), jnp.float32(0)), (price, volume, valid))
    dev = jnp.where(valid, (price - vwap) / vwap, 0.0)
    last = n_valid - 1
    logret = jnp.where(valid[1:] & valid[:-1], jnp.diff(jnp.log(jnp.maximum(price, 1e-6))), 0.0)
    n_ret = jnp.maximum(n_valid - 1, 1)
    mean_r = logret.sum() / n_ret
    var_r = jnp.where(valid[1:] & valid[:-1], (logret - mean_r) ** 2, 0.0).sum() / n_ret
    return jnp.stack([dev[last], jnp.abs(dev).max(), jnp.sqrt(var_r)])
