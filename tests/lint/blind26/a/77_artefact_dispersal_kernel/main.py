import numpy as np
import jax.numpy as jnp

from phasing import phase_likelihood

rng = np.random.default_rng(0)
dates = jnp.asarray(rng.uniform(2100, 2400, size=15).astype(np.float32))
errs = jnp.full(15, 30.0)
best = max(((s, e) for s in range(2350, 2550, 50) for e in range(1950, 2150, 50)),
           key=lambda se: float(phase_likelihood(jnp.float32(se[0]), jnp.float32(se[1]), dates, errs)))
print("phase boundaries (BP):", best)
