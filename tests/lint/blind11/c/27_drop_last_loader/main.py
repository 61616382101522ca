import jax
import jax.numpy as jnp
import numpy as np

from loader import ShardLoader

proj = jax.random.normal(jax.random.PRNGKey(0), (6, 3))


@jax.jit
def featurize(x):
    z = x @ proj
    return z / jnp.linalg.norm(z, axis=-1, keepdims=True)


records = np.random.default_rng(8).normal(size=(29, 6)).astype(np.float32)
loader = ShardLoader(records, batch_size=8)
for epoch in range(2):
    feats = [featurize(b) for b in loader]
    print(epoch, len(feats))
