import numpy as np
import jax.numpy as jnp
from align import align_padded
from lexicon import LEXICON, encode

rng = np.random.default_rng(8)
T, N_CLASSES = 50, 40
for word, phones in LEXICON.items():
    log_post = np.log(rng.dirichlet(np.ones(N_CLASSES), size=T)).astype(np.float32)
    ids, n = encode(phones)
    path, score = align_padded(log_post, ids, n)
    bounds = np.flatnonzero(np.diff(np.asarray(path))) + 1
    print(f"{word:8s} {bounds.tolist()} {float(score):.1f}")
