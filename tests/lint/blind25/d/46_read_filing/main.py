import jax
import numpy as np
from docs import load_filings
from reader import read_filing

W = jax.random.normal(jax.random.PRNGKey(0), (16, 16)) * 0.3
U = jax.random.normal(jax.random.PRNGKey(1), (16, 16)) * 0.3
out = [np.asarray(read_filing(p, m, W, U)) for p, m in load_filings()]
print(np.stack(out).shape)
