import numpy as np
from cv import crossval

rng = np.random.default_rng(0)
x = rng.normal(size=(203, 16)).astype(np.float32)
y = (x[:, 0] - x[:, 3] > 0).astype(np.float32)
print(np.round(crossval(x, y), 3))
