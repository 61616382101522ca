import numpy as np
import jax
import jax.numpy as jnp
from curriculum import max_frames_for_epoch
from model import model, tx, tagger_step

# frame-wise phone tagging; curriculum starts with short excerpts
rng = np.random.default_rng(57)
X = rng.normal(size=(64, 60, 13)).astype(np.float32)
Y = (X[..., :12].argmax(-1)).astype(np.int32)
params = model.init(jax.random.PRNGKey(0), X[:1])
opt_state = tx.init(params)
for epoch in range(6):
    T = max_frames_for_epoch(epoch)
    for i in range(0, 64, 16):
        params, opt_state, loss = tagger_step(params, opt_state, X[i:i + 16, :T], Y[i:i + 16, :T])
    print(epoch, T, float(loss))
