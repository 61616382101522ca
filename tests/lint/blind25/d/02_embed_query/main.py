import jax
import jax.numpy as jnp
import numpy as np

MAX_LEN = 48
DIM = 16

rng = np.random.default_rng(3)
vocab_emb = jnp.asarray(rng.normal(size=(800, DIM)).astype(np.float32))

def tokenize(text):
    return [hash(w) % 799 + 1 for w in text.lower().split()]

def pad(ids):
    ids = ids[:MAX_LEN]
    arr = np.zeros(MAX_LEN, dtype=np.int32)
    arr[:len(ids)] = ids
    return arr

@jax.jit
def embed_query(ids):
    mask = (ids > 0).astype(jnp.float32)
    v = (vocab_emb[ids] * mask[:, None]).sum(0) / jnp.maximum(mask.sum(), 1.0)
    return v / (jnp.linalg.norm(v) + 1e-6)

corpus = jnp.asarray(rng.normal(size=(200, DIM)).astype(np.float32))
corpus = corpus / jnp.linalg.norm(corpus, axis=1, keepdims=True)

queries = [
    "termination for convenience upon thirty days notice",
    "limitation of liability",
    "the licensee shall indemnify and hold harmless the licensor from any claims arising",
    "governing law state of delaware",
    "assignment without consent of the other party is void",
]
for q in queries:
    qv = embed_query(pad(tokenize(q)))
    top = jnp.argsort(-(corpus @ qv))[:3]
    print(q[:30], np.asarray(top).tolist())
