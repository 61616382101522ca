import numpy as np
import optax
from flax import nnx

from model import ClaimSeverityNet, train_step, eval_step

rng = np.random.default_rng(14)
X = rng.normal(size=(1280, 6)).astype(np.float32)
y = rng.gamma(2.0, np.exp(8.0 + 0.3 * X[:, 0]) / 2.0).astype(np.float32)
X_tr, y_tr, X_va, y_va = X[:1024], y[:1024], X[1024:], y[1024:]

model = ClaimSeverityNet(6, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)

for epoch in range(4):
    model.train()
    for s in range(0, 1024, 128):
        train_step(model, optimizer, X_tr[s:s + 128], y_tr[s:s + 128])
    model.eval()
    va = np.mean([float(eval_step(model, X_va[s:s + 128], y_va[s:s + 128])) for s in range(0, 256, 128)])
    print(f"epoch {epoch}: validation gamma NLL {va:.4f}")
