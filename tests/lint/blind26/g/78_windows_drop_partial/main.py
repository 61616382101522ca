import numpy as np
import jax
import jax.numpy as jnp

from windows import windows


@jax.jit
def zero_crossing_rate(w):
    return jnp.mean(jnp.abs(jnp.diff(jnp.sign(w))) > 0)


rng = np.random.default_rng(0)
for rec in range(4):
    sig = rng.normal(size=int(rng.integers(9000, 15000))).astype(np.float32)   # bat detector trigger files
    zcr = [float(zero_crossing_rate(w)) for w in windows(sig)]
    print(rec, len(sig), len(zcr), round(float(np.mean(zcr)), 4))
