import jax
import jax.numpy as jnp
import numpy as np
from collate import pad_batch

rng = np.random.default_rng(21)
E = jax.random.normal(jax.random.PRNGKey(0), (600, 20)) * 0.1
v = jax.random.normal(jax.random.PRNGKey(1), (20,))

@jax.jit
def obligation_scores(ids):
    mask = (ids > 0).astype(jnp.float32)
    h = (E[ids] * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
    return jax.nn.sigmoid(h @ v)

sentences = [rng.integers(1, 600, size=int(n)) for n in [12, 30, 18, 25, 40, 9, 33, 21, 15, 28, 36, 11]]
for i in range(0, len(sentences), 4):
    batch = pad_batch(sentences[i:i + 4])
    print(batch.shape, np.round(np.asarray(obligation_scores(batch)), 3))
