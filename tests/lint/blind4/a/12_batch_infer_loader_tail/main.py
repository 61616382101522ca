import jax
import jax.numpy as jnp
import numpy as np

from loader import ArrayLoader, load_shard


@jax.jit
def score_batch(w, b, feats):
    return jax.nn.sigmoid(feats @ w + b)


rng = np.random.default_rng(7)
w = jnp.asarray(rng.normal(size=(6,)), dtype=jnp.float32)
b = jnp.float32(0.1)

shard_sizes = {"2024-01-01": 37, "2024-01-02": 42, "2024-01-03": 29}
for day, n_rows in shard_sizes.items():
    feats = load_shard(day, n_rows, rng)
    scores = [np.asarray(score_batch(w, b, batch)) for batch in ArrayLoader(feats, batch_size=16)]
    print(day, np.concatenate(scores).mean())
