import numpy as np
import optax
from flax import nnx
from model import OnlineClauseClassifier
from update import ingest

rng = np.random.default_rng(0)
model = OnlineClauseClassifier(20, 3, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.sgd(0.1), wrt=nnx.Param)
for day in range(5):
    x = rng.normal(size=(16, 20)).astype(np.float32)
    y = rng.integers(0, 3, size=16)
    loss = ingest(model, optimizer, x, y)
    print(day, model.docs_seen, float(loss))
