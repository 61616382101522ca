import jax
import jax.numpy as jnp
import numpy as np
from config import EXPERIMENT
from model import pooled_logits

rng = np.random.default_rng(0)
ids = rng.integers(0, 200, size=(64, 20)).astype(np.int32)
y = rng.integers(0, 2, size=64).astype(np.float32)
for run in EXPERIMENT["runs"]:
    k = jax.random.PRNGKey(run["seed"])
    emb = jax.random.normal(k, (200, 16)) * 0.1
    w = jnp.zeros(16)
    for _ in range(5):
        z = pooled_logits(emb, w, ids, pooling=EXPERIMENT["pooling"])
        w = w - run["lr"] * (jax.nn.sigmoid(z) - y) @ emb[ids].max(1) / 64
    print(run, float(jnp.mean((z > 0) == y)))
