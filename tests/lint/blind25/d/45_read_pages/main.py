import jax
import numpy as np
from docs import load_filings
from reader import read_pages

W = jax.random.normal(jax.random.PRNGKey(0), (16, 16)) * 0.3
U = jax.random.normal(jax.random.PRNGKey(1), (16, 16)) * 0.3
summaries = [read_pages(pages, W, U) for pages in load_filings()]
print(np.stack([np.asarray(s) for s in summaries]).shape)
