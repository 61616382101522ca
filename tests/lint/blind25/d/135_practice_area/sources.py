import jax
import jax.numpy as jnp
import numpy as np

def from_disk(rng, n=32, d=20):
    return rng.normal(size=(n, d)).astype(np.float32)

def from_encoder(key, n=32, d=20):
    return jax.random.normal(key, (n, d))
