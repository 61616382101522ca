import jax
import jax.numpy as jnp

from products import asian_call, asian_call_vega

if __name__ == "__main__":
    key = jax.random.PRNGKey(11)
    s0, rate, maturity = jnp.float32(100.0), jnp.float32(0.02), jnp.float32(1.0)
    for strike, vol in [(90.0, 0.2), (100.0, 0.22), (110.0, 0.25)]:
        vol = jnp.float32(vol)
        price = asian_call(key, s0, vol, rate, maturity, strike)
        vega = asian_call_vega(key, s0, vol, rate, maturity, strike)
        print(f"K={strike}: price {float(price):.3f} vega {float(vega):.3f}")
