import numpy as np
import jax.numpy as jnp

from cores import padded_core
from model import core_log_density

rng = np.random.default_rng(0)
grid = [(a, r) for a in (300.0, 450.0, 600.0) for r in (14.0, 18.0, 22.0)]
for name, n in [("LOCH-A", 5), ("LOCH-B", 8), ("BOG-1", 12), ("BOG-2", 3)]:
    depth, valid, c14, err = padded_core(rng, n)
    lps = [float(core_log_density({"a": jnp.float32(a), "r": jnp.float32(r)}, depth, valid, c14, err)) for a, r in grid]
    print(name, n, grid[int(np.argmax(lps))])
