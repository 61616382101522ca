import numpy as np
import jax.numpy as jnp
from search import search

rng = np.random.default_rng(0)
doc_tf = jnp.asarray(rng.poisson(0.3, size=(150, 300)).astype(np.float32))
doc_len = doc_tf.sum(1) + 1.0
idf = jnp.asarray(rng.uniform(0.5, 3.0, size=300).astype(np.float32))
for q in range(4):
    terms = jnp.asarray(rng.choice(300, size=4, replace=False).astype(np.int32))
    print(q, np.asarray(search(terms, doc_tf, doc_len, idf)).tolist())
