import numpy as np
import optax
from flax import nnx

from model import ListwiseScorer
from train import anneal, train_step

N_QUERIES, LIST_LEN, N_FEAT = 32, 10, 6
rng = np.random.default_rng(4)
feats = rng.normal(size=(N_QUERIES, LIST_LEN, N_FEAT)).astype(np.float32)
relevance = (feats[..., 0] + 0.5 * feats[..., 1]).astype(np.float32)

model = ListwiseScorer(N_FEAT, 16, rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)

for epoch in range(5):
    anneal(model, epoch)
    for i in range(0, N_QUERIES, 8):
        loss = train_step(model, optimizer, feats[i:i + 8], relevance[i:i + 8])
    print(f"epoch {epoch} T={float(model.temperature.value):.2f} loss={float(loss):.4f}")
