import numpy as np
import jax.numpy as jnp
from retrieval import recall_at_gold

rng = np.random.default_rng(12)
corpus = jnp.asarray(rng.normal(size=(500, 32)).astype(np.float32))
eval_set = []
for i in range(8):
    gold = rng.choice(500, size=int(rng.integers(2, 6)), replace=False).tolist()
    q = np.asarray(corpus)[gold].mean(0) + 0.1 * rng.normal(size=32)
    eval_set.append((jnp.asarray(q.astype(np.float32)), gold))

recalls = [recall_at_gold(q, corpus, gold) for q, gold in eval_set]
print("R-precision", float(np.mean(recalls)), [len(g) for _, g in eval_set])
