import numpy as np
import jax
from preprocess import load_utterances
from embed import utterance_embedding

# statistics-pooling embeddings for dialect clustering
w = jax.random.normal(jax.random.PRNGKey(0), (13, 24)) * 0.3
embs = [np.asarray(utterance_embedding(w, f)) for f in load_utterances(41)]
E = np.stack(embs)
print(E.shape, np.round(np.corrcoef(E)[0], 3))
