import jax
import numpy as np
from summarizer import RunningSummary

rng = np.random.default_rng(0)
W = jax.random.normal(jax.random.PRNGKey(0), (16, 16)) * 0.3
for doc in range(3):
    summ = RunningSummary(W)
    for sec in range(4):
        m = summ.update(rng.normal(size=(10, 16)).astype(np.float32))
    print(doc, np.round(np.asarray(m[:4]), 3))
