import jax
import numpy as np
from summarizer import DocumentState

rng = np.random.default_rng(0)
W = jax.random.normal(jax.random.PRNGKey(0), (16, 16)) * 0.3
U = jax.random.normal(jax.random.PRNGKey(1), (16, 16)) * 0.3
for doc in range(3):
    st = DocumentState(W, U)
    for sec in range(4):
        m = st.update(rng.normal(size=(10, 16)).astype(np.float32))
    print(doc, np.round(np.asarray(m[:4]), 3))
