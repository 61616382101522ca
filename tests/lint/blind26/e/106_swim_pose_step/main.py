import numpy as np

from trainer import Trainer

rng = np.random.default_rng(57)
X = rng.normal(size=(160, 12)).astype(np.float32)  # stroke-phase features from an underwater camera pose model
Y = rng.integers(0, 5, 160).astype(np.int32)
Trainer({"lr": 1e-2, "epochs": 4, "batch": 40, "label_smoothing": 0.1}).fit(X, Y)
