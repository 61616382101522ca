import jax
import jax.numpy as jnp
from jax.scipy.stats import norm


def bs_call(S, K, T, vol, r):
    sd = vol * jnp.sqrt(T)
    d1 = (jnp.log(S / K) + (r + 0.5 * vol**2) * T) / sd
    return S * norm.cdf(d1) - K * jnp.exp(-r * T) * norm.cdf(d1 - sd)


@jax.jit
def implied_vol_newton(prices, S, K, T, r):
    T = T[:, None]
    vega_fn = jax.grad(lambda v, k, t: bs_call(S, k, t, v, r))
    vega = jnp.vectorize(vega_fn)

    def body(vol, _):
        diff = bs_call(S, K, T, vol, r) - prices
        return jnp.clip(vol - diff / jnp.maximum(vega(vol, K, T), 1e-6), 1e-3, 3.0), None

    vol, _ = jax.lax.scan(body, jnp.full_like(prices, 0.3), None, length=20)
    return vol
