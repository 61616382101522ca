import jax.numpy as jnp
import numpy as np

from chains import batched, pad_batch, synthetic_chains
from ivol import bs_call, implied_vol_newton

SPOT, RATE = 100.0, 0.02

if __name__ == "__main__":
    chains = synthetic_chains(n_expiries=24)
    worst = 0.0
    for batch in batched(chains, batch_size=4):
        K, T, true_vol = pad_batch(batch)
        prices = bs_call(SPOT, K, T[:, None], true_vol, RATE)
        vol = implied_vol_newton(prices, SPOT, jnp.asarray(K), jnp.asarray(T), RATE)
        worst = max(worst, float(jnp.max(jnp.abs(vol - true_vol))))
    print("max implied vol error", worst)
