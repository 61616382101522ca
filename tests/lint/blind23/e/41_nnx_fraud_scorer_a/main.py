import numpy as np
import optax
from flax import nnx

from model import FraudScorer, fraud_train_step

rng = np.random.default_rng(23)
X = rng.normal(size=(640, 8)).astype(np.float32)
y = (rng.uniform(size=640) < 1 / (1 + np.exp(3.0 - 1.5 * X[:, 0] - X[:, 5]))).astype(np.float32)

model = FraudScorer(8, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(5e-3), wrt=nnx.Param)
for epoch in range(2):
    for s in range(0, 640, 128):
        loss = fraud_train_step(model, optimizer, X[s:s + 128], y[s:s + 128])
        model.batches_seen += 1
    print(f"epoch {epoch}: loss {float(loss):.4f} after {model.batches_seen} batches")
