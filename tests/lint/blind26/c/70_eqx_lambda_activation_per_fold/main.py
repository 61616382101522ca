import numpy as np
from folds import build_model
from model import mse_step

# sonority rating of segments from articulatory features, leave-one-block-out
rng = np.random.default_rng(70)
x = rng.normal(size=(160, 7)).astype(np.float32)
y = (x[:, 0] * 2 - x[:, 3] + 0.1 * rng.normal(size=160)).astype(np.float32)
for fold in range(4):
    test = np.arange(fold * 40, (fold + 1) * 40)
    train = np.setdiff1d(np.arange(160), test)
    model = build_model(fold, 7)
    for _ in range(15):
        model, loss = mse_step(model, x[train], y[train])
    print(fold, float(loss))
