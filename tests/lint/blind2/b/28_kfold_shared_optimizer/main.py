import numpy as np

from train import accuracy, init_params, optimizer, train_step

rng = np.random.default_rng(8)
x = rng.normal(size=(60, 5)).astype(np.float32)
y = (x[:, 0] - x[:, 2] > 0).astype(np.float32)
folds = np.array_split(rng.permutation(len(x)), 4)

scores = []
for k, val_idx in enumerate(folds):
    train_idx = np.concatenate([f for j, f in enumerate(folds) if j != k])
    params = init_params(x.shape[1])
    opt_state = optimizer.init(params)
    for _ in range(5):
        params, opt_state, loss = train_step(params, opt_state, x[train_idx], y[train_idx])
    scores.append(float(accuracy(params, x[val_idx], y[val_idx])))
print("cv accuracy:", np.mean(scores), scores)
