import numpy as np
import jax
from curriculum import frame_weights
from model import model, tx, weighted_step

rng = np.random.default_rng(58)
X = rng.normal(size=(64, 60, 13)).astype(np.float32)
Y = (X[..., :12].argmax(-1)).astype(np.int32)
params = model.init(jax.random.PRNGKey(0), X[:1])
opt_state = tx.init(params)
for epoch in range(6):
    w = frame_weights(epoch)
    for i in range(0, 64, 16):
        params, opt_state, loss = weighted_step(params, opt_state, X[i:i + 16], Y[i:i + 16], w)
    print(epoch, int(w.sum()), float(loss))
