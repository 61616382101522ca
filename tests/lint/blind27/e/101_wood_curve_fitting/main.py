import numpy as np
import jax.numpy as jnp

from fitting import fit_herd

rng = np.random.default_rng(101)
dim = np.arange(5, 305, 10, dtype=np.float32)
for month in range(4):
    a = rng.uniform(15, 25, size=(50, 1))
    milk = (a * dim ** 0.2 * np.exp(-0.004 * dim) * rng.lognormal(0, 0.05, size=(50, 30))).astype(np.float32)
    coef = fit_herd(jnp.asarray(dim), jnp.asarray(milk))
    print(f"month {month}: mean peak parameter b = {float(coef[:, 1].mean()):.3f}")
