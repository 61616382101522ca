from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames=("lookback",))
def momentum_pnl(returns, lookback):
    csum = jnp.cumsum(returns, axis=0)
    mom = csum[lookback:] - csum[:-lookback]
    signal = jnp.sign(mom[:-1])
    pnl = jnp.mean(signal * returns[lookback + 1:], axis=1)
    return jnp.mean(pnl) / (jnp.std(pnl) + 1e-9) * jnp.sqrt(252.0)


LOOKBACKS = (5, 20, 60)
rng = np.random.default_rng(23)
markets = {name: jnp.asarray(rng.normal(0.0002, 0.01, size=(750, 10)), dtype=jnp.float32)
           for name in ("equities", "futures", "fx", "rates")}

results = {}
for lookback in LOOKBACKS:
    for name, rets in markets.items():
        results[(lookback, name)] = float(momentum_pnl(rets, lookback=lookback))

for (lb, name), sharpe in sorted(results.items()):
    print(f"lookback={lb:3d} {name:9s} sharpe={sharpe:+.2f}")
