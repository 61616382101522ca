import numpy as np
import jax.numpy as jnp
from loader import PaddedLoader
from evaluate import commute_error

rng = np.random.default_rng(0)
X = rng.normal(size=(530, 4)).astype(np.float32)
w_true = np.array([12.0, 3.0, -2.0, 5.0], np.float32)
y = (X @ w_true + rng.normal(size=530)).astype(np.float32)

for trial, scale in enumerate([0.9, 1.0, 1.1]):
    w = jnp.asarray(w_true * scale)
    tot, cnt = 0.0, 0.0
    for xb, yb, m in PaddedLoader(X, y, 64):
        e, c = commute_error(w, xb, yb, m)
        tot, cnt = tot + float(e), cnt + float(c)
    print(trial, round(tot / cnt, 4))
