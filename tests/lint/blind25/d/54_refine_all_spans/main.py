import jax
import numpy as np
from refine import refine_all_spans

rng = np.random.default_rng(0)
W = jax.random.normal(jax.random.PRNGKey(0), (20, 5)) * 0.5
for doc in range(5):
    feats = rng.normal(size=(40, 20)).astype(np.float32)
    first = np.exp(rng.normal(size=(40, 5)) * 1.5)
    first = (first / first.sum(-1, keepdims=True)).astype(np.float32)
    out, n = refine_all_spans(feats, first, W, 0.6)
    print(doc, int(n), out.shape)
