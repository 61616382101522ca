import numpy as np
from restarts import best_of_restarts

rng = np.random.default_rng(0)
x = rng.normal(size=(120, 10)).astype(np.float32)
y = rng.integers(0, 3, size=120)
res = best_of_restarts(x, y, seeds=[0, 1, 2, 3])
print(min(res, key=res.get), res)
