import jax
import jax.numpy as jnp
import numpy as np
from sources import from_disk, from_encoder

P = jax.random.normal(jax.random.PRNGKey(9), (20, 4))

@jax.jit
def practice_area(feats):
    return jnp.argmax(feats @ P, axis=-1)

rng = np.random.default_rng(0)
key = jax.random.PRNGKey(0)
for i in range(4):
    key, sub = jax.random.split(key)
    feats = from_disk(rng) if i % 2 == 0 else from_encoder(sub)
    print(type(feats).__name__, np.bincount(np.asarray(practice_area(feats)), minlength=4))
