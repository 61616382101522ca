import numpy as np

from trainer import Trainer

rng = np.random.default_rng(0)
images = rng.normal(size=(32, 6, 6)).astype(np.float32)
labels = rng.integers(0, 3, size=32)

Trainer(n_pixels=36, n_classes=3, epochs=4).fit(images, labels)
