import numpy as np
import jax
from fit import svi, svi_step

rng = np.random.default_rng(22)
cruises = []
for n in (120, 95, 140, 120):
    L = rng.uniform(10, 60, n)
    W = 0.01 * L ** 3.05 * np.exp(rng.normal(0, 0.1, n))
    cruises.append((np.log(L).astype(np.float32), np.log(W).astype(np.float32)))

state = svi.init(jax.random.PRNGKey(0), *cruises[0])
for epoch in range(3):
    for ll, lw in cruises:
        state, loss = svi_step(state, ll, lw)
    print("epoch", epoch, "elbo loss", round(float(loss), 2))
