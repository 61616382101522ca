import jax
import jax.numpy as jnp
import numpy as np
from buckets import collate

rng = np.random.default_rng(7)
emb = jnp.asarray(rng.normal(size=(1000, 24)).astype(np.float32))
w = jnp.asarray(rng.normal(size=(24, 3)).astype(np.float32))

@jax.jit
def risk_logits(ids):
    m = (ids > 0)[..., None]
    h = jnp.where(m, emb[ids], 0.0).sum(1) / jnp.maximum(m.sum(1), 1)
    return h @ w

docs = [rng.integers(1, 1000, size=int(n)).tolist() for n in rng.integers(20, 120, size=64)]
docs.sort(key=len)
preds = []
for i in range(0, len(docs), 8):
    preds.append(np.asarray(risk_logits(collate(docs[i:i + 8]))).argmax(-1))
print(np.concatenate(preds)[:16])
