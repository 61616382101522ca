import numpy as np
import jax.numpy as jnp
from retrieval import recall_at_k
from config import EvalConfig

cfg = EvalConfig()
rng = np.random.default_rng(12)
corpus = jnp.asarray(rng.normal(size=(500, 32)).astype(np.float32))
vals = []
for i in range(cfg.n_queries):
    gold = rng.choice(500, size=int(rng.integers(2, 6)), replace=False)
    mask = np.zeros(500, np.float32)
    mask[gold] = 1.0
    q = np.asarray(corpus)[gold].mean(0) + 0.1 * rng.normal(size=32)
    vals.append(float(recall_at_k(jnp.asarray(q, jnp.float32), corpus, jnp.asarray(mask), k=cfg.k)))
print("recall@k", np.mean(vals))
