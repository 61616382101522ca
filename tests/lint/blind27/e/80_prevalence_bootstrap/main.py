import numpy as np
import jax.numpy as jnp

from sampler import bootstrap_herd_prevalence

rng = np.random.default_rng(80)
for day in range(5):
    tested = jnp.asarray(rng.integers(10, 30, size=18), jnp.float32)
    positives = jnp.asarray(rng.binomial(np.asarray(tested, int), 0.12), jnp.float32)
    lo, mid, hi = bootstrap_herd_prevalence(positives, tested, day)
    print(f"day {day}: prevalence {float(mid):.3f} ({float(lo):.3f}-{float(hi):.3f})")
