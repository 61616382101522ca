import numpy as np
import optax
from flax import nnx
from model import AbsenceModel
from steps import absence_train_step, absence_eval_step

rng = np.random.default_rng(0)
X = rng.normal(size=(1024 + 250, 9)).astype(np.float32)
y = (np.abs(X[:, :3]).sum(1) + rng.normal(size=len(X)) * 0.2).astype(np.float32)
Xtr, ytr, Xva, yva = X[:1024], y[:1024], X[1024:], y[1024:]

model = AbsenceModel(9, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)

for epoch in range(3):
    for i in range(0, 1024, 128):
        absence_train_step(model, optimizer, Xtr[i:i + 128], ytr[i:i + 128])
    se, ae = 0.0, 0.0
    for i in range(0, len(Xva), 64):
        s, a = absence_eval_step(model, Xva[i:i + 64], yva[i:i + 64])
        se, ae = se + float(s), ae + float(a)
    print(f"epoch {epoch} val rmse {np.sqrt(se / len(Xva)):.3f} mae {ae / len(Xva):.3f}")
