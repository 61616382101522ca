import numpy as np

from train import Loop

rng = np.random.default_rng(0)
X = rng.normal(size=(120, 6)).astype(np.float32)
y = (X[:, 0] + X[:, 1] > 0).astype(np.float32)  # asked for help in the forum
loop = Loop(6)
w = loop.fit(X, y, 12)
print("steps", int(loop.step), "weights", np.round(np.asarray(w), 2).tolist())
