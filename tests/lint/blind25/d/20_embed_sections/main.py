import jax
import numpy as np
from net import encoder
from pipeline import load_contract, section_chunks

rng = np.random.default_rng(0)
params = encoder.init(jax.random.PRNGKey(0), np.zeros((1, 20), np.int32))

@jax.jit
def embed_sections(params, ids):
    return encoder.apply(params, ids)

for n_tokens in [400, 410, 395]:
    doc = load_contract(rng, n_tokens)
    vecs = [embed_sections(params, s[None]) for s in section_chunks(doc, 8)]
    print(n_tokens, np.stack([np.asarray(v)[0] for v in vecs]).shape)
