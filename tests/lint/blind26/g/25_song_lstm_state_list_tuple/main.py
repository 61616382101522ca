import numpy as np
import jax

from model import init_lstm
from stream import run_stream

params = init_lstm(jax.random.PRNGKey(0), 40, 32)
rng = np.random.default_rng(0)
for clip in range(3):
    frames = rng.normal(size=(25, 40)).astype(np.float32)
    hs = run_stream(params, frames)
    print(clip, hs.shape, float(hs[-1].mean()))
