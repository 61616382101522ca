import numpy as np
import jax.numpy as jnp

def raw_hauls(rng, n=30):
    return rng.gamma(2.0, 15.0, n).astype(np.float32), rng.uniform(0.03, 0.06, n).astype(np.float32)

def standardised_hauls(rng, n=30):
    c, a = raw_hauls(rng, n)
    return jnp.asarray(c) * 1.05, jnp.asarray(a)
