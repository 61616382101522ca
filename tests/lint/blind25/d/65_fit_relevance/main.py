import numpy as np
import jax.numpy as jnp
from oracle import ReviewerOracle
from learner import fit_relevance

oracle = ReviewerOracle()
labeled = list(range(20))
for rnd in range(5):
    idx = np.array(labeled)
    w = fit_relevance(oracle.x[idx], oracle.label(idx))
    margin = np.abs(oracle.x @ np.asarray(w))
    margin[idx] = np.inf
    labeled += np.argsort(margin)[:10].tolist()
    print(rnd, len(idx), float(np.mean((oracle.x @ np.asarray(w) > 0) == oracle.y)))
