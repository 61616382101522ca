import numpy as np
import optax
from flax import nnx

from model import EstrusDetector
from steps import estrus_train_step, estrus_eval_step

rng = np.random.default_rng(40)
X = rng.normal(size=(192, 6)).astype(np.float32)
y = (X[:, 0] * 1.5 - X[:, 1] > 0.5).astype(np.float32)
Xtr, ytr, Xva, yva = X[:160], y[:160], X[160:], y[160:]

model = EstrusDetector(nnx.Rngs(0, dropout=1))
optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)

for epoch in range(4):
    model.train()
    for b in range(0, 160, 32):
        loss = estrus_train_step(model, optimizer, Xtr[b:b + 32], ytr[b:b + 32])
    model.eval()
    acc = estrus_eval_step(model, Xva, yva)
    print(epoch, float(loss), float(acc))
