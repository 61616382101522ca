import jax
import numpy as np
from refine import second_pass

rng = np.random.default_rng(0)
W = np.asarray(jax.random.normal(jax.random.PRNGKey(0), (20, 5))) * 0.5
for doc in range(5):
    feats = rng.normal(size=(40, 20)).astype(np.float32)
    first = np.exp(rng.normal(size=(40, 5)) * 1.5)
    first = first / first.sum(-1, keepdims=True)
    refined, n = second_pass(first, feats, W)
    print(doc, n, refined.shape)
