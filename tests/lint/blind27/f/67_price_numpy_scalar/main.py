import jax
import jax.numpy as jnp
import numpy as np

from market import price_deck


@jax.jit
def block_cashflow(cu_pct, tonnes, price_usd_t):
    revenue = cu_pct / 100 * tonnes * 0.87 * price_usd_t
    cost = tonnes * (2.3 + 11.5)
    value = revenue - cost
    return jnp.sum(jnp.maximum(value, 0.0)), jnp.mean(value > 0)


def main():
    rng = np.random.default_rng(110)
    cu = rng.lognormal(-1.2, 0.6, size=3000).astype(np.float32)
    t = np.full(3000, 15000.0, np.float32)
    for q, price in price_deck():
        v, frac = block_cashflow(cu, t, price)
        print(f"{q} @ {price:.0f} $/t: ore fraction {float(frac):.2%}, margin {float(v) / 1e6:.1f} M$")


if __name__ == "__main__":
    main()
