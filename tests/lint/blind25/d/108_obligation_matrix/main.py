import jax
import numpy as np
from parties import extract_parties
from obligations import obligation_matrix

rng = np.random.default_rng(2)
W = jax.random.normal(jax.random.PRNGKey(0), (8, 8)) * 0.3
for contract in range(6):
    names, idx = extract_parties(rng, n_mentions=int(rng.integers(5, 30)))
    vecs = np.stack([rng.normal(size=8) for _ in names]).astype(np.float32)
    M = obligation_matrix(vecs, W)
    print(contract, list(names), M.shape)
