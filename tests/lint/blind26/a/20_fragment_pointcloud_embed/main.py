import numpy as np
import jax

from collate import make_fragments, batches
from encoder import init_encoder, embed_fragments

rng = np.random.default_rng(12)
clouds = make_fragments(32, rng)
params = init_encoder(jax.random.PRNGKey(0))
embs = []
for pts, mask in batches(clouds, 8):
    embs.append(np.asarray(embed_fragments(params, pts, mask)))
embs = np.concatenate(embs)
sim = embs @ embs.T
np.fill_diagonal(sim, -np.inf)
print("best join candidate for fragment 0:", int(sim[0].argmax()))
