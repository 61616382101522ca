import numpy as np
import jax
import jax.numpy as jnp
from sampler import SortedBatchSampler
from model import model, tx, emotion_step

# emotion recognition (4 classes) from prosodic frame sequences
rng = np.random.default_rng(122)
N = 48
lengths = rng.integers(20, 60, N).astype(np.int32)
feats = [rng.normal(size=(L, 6)).astype(np.float32) for L in lengths]
labels = rng.integers(0, 4, N).astype(np.int32)
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 20, 6)), jnp.array([20]))
opt_state = tx.init(params)
for epoch in range(2):
    for idx, T in SortedBatchSampler(lengths, 12):
        x = np.zeros((len(idx), T, 6), np.float32)
        for j, i in enumerate(idx):
            x[j, :lengths[i]] = feats[i]
        params, opt_state, loss = emotion_step(params, opt_state, x, lengths[idx], labels[idx])
    print(epoch, float(loss))
