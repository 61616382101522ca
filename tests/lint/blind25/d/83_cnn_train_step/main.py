import jax
import numpy as np
from model import ClauseCNN
from train import create_state, cnn_train_step

rng = np.random.default_rng(0)
ids = rng.integers(0, 400, size=(256, 30)).astype(np.int32)
labels = rng.integers(0, 5, size=256).astype(np.int32)
state = create_state(ClauseCNN(), jax.random.PRNGKey(0), 30)
BATCH = 32
for epoch in range(3):
    perm = rng.permutation(len(ids))
    for i in range(0, len(ids), BATCH):
        sel = perm[i:i + BATCH]
        state, loss = cnn_train_step(state, ids[sel], labels[sel])
    print(epoch, float(loss))
