import jax
import numpy as np

from model import cnn_update, model, tx

rng = np.random.default_rng(0)
images = rng.normal(size=(24, 8, 8, 1)).astype(np.float32)
labels = rng.integers(0, 4, size=24)
params = model.init(jax.random.PRNGKey(0), images[:1])
opt_state = tx.init(params)

for epoch in range(4):
    perm = rng.permutation(len(images))
    for i in range(0, len(images), 8):
        idx = perm[i:i + 8]
        params, opt_state, loss = cnn_update(params, opt_state, images[idx], labels[idx])
    print(epoch, float(loss))
