import numpy as np
import jax
import jax.numpy as jnp

from batching import round_up, pad_flock


@jax.jit
def tupping_readiness(weights, bcs, mask):
    ready = ((weights >= 60.0) & (bcs >= 3.0)).astype(jnp.float32) * mask
    return ready.sum() / mask.sum()


rng = np.random.default_rng(102)
flock_sizes = [83, 90, 71, 95, 88, 66]
for i, n in enumerate(flock_sizes):
    w = rng.normal(64, 6, size=n).astype(np.float32)
    b = rng.normal(3.1, 0.4, size=n).astype(np.float32)
    frac = tupping_readiness(*pad_flock(w, b, round_up(n)))
    print(f"flock {i} ({n} ewes): {float(frac):.0%} ready for tupping")
