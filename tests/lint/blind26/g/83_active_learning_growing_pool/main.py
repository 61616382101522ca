import numpy as np
import jax.numpy as jnp

from learner import fit_logreg
from pool import LabelPool

rng = np.random.default_rng(0)
X = rng.normal(size=(400, 10)).astype(np.float32)
Y = (X[:, 0] + 0.5 * X[:, 1] > 0).astype(np.float32)
pool = LabelPool(X, Y)
w = jnp.zeros(10)
for rnd in range(5):
    xl, yl = pool.data()
    w = fit_logreg(w, xl, yl)
    scores = 1 / (1 + np.exp(-(X @ np.asarray(w))))
    print(rnd, len(xl), round(float(((scores > 0.5) == Y).mean()), 3))
    pool.query(scores)
