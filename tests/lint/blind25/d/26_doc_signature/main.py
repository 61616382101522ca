import jax
import jax.numpy as jnp
import numpy as np
from vectorize import bag_of_words, tfidf, VOCAB

rng = np.random.default_rng(2)
docs = [rng.integers(0, VOCAB, size=int(n)) for n in rng.integers(30, 80, size=64)]
df = (bag_of_words(docs) > 0).sum(0)
idf = np.log((1 + len(docs)) / (1 + df)).astype(np.float32)
proj = jax.random.normal(jax.random.PRNGKey(0), (VOCAB, 16))

@jax.jit
def doc_signature(x):
    z = x @ proj
    return z / (jnp.linalg.norm(z, axis=1, keepdims=True) + 1e-6)

for feats in ("counts", "tfidf", "counts"):
    x = bag_of_words(docs) if feats == "counts" else tfidf(docs, idf)
    sig = doc_signature(x)
    sim = np.asarray(sig @ sig.T)
    print(feats, float(sim[np.triu_indices(64, 1)].mean()))
