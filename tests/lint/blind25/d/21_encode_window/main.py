import jax
import numpy as np
from net import encoder
from windows import sliding_windows, WINDOW

rng = np.random.default_rng(0)
params = encoder.init(jax.random.PRNGKey(0), np.zeros((1, WINDOW), np.int32))

@jax.jit
def encode_window(params, window):
    return encoder.apply(params, window[None])[0]

for n_tokens in [300, 410, 157]:
    doc = rng.integers(1, 500, size=n_tokens)
    wins = sliding_windows(doc)
    vecs = np.stack([np.asarray(encode_window(params, w)) for w in wins])
    print(n_tokens, wins.shape, vecs.mean(0)[:3])
