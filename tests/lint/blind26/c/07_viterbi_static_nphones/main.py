import numpy as np
import jax.numpy as jnp
from align import forced_align

rng = np.random.default_rng(7)
N_CLASSES, T = 45, 60
lexicon = {
    "kata": [11, 2, 30, 2],
    "ombra": [20, 14, 3, 27, 2],
    "si": [31, 9],
    "pelutan": [25, 6, 17, 12, 30, 2, 22],
}
for word, phones in lexicon.items():
    log_post = jnp.asarray(np.log(rng.dirichlet(np.ones(N_CLASSES), size=T)), jnp.float32)
    path, score = forced_align(log_post, jnp.asarray(phones), len(phones))
    bounds = np.flatnonzero(np.diff(np.asarray(path))) + 1
    print(word, bounds.tolist(), float(score))
