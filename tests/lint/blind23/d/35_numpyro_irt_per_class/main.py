import numpy as np

from fit import fit_class

rng = np.random.default_rng(0)
N_ITEMS = 15
for cls in range(4):
    n_students = 20
    n_obs = 150
    student = rng.integers(0, n_students, n_obs).astype(np.int32)
    item = rng.integers(0, N_ITEMS, n_obs).astype(np.int32)
    y = (rng.random(n_obs) < 0.6).astype(np.float32)
    params, loss = fit_class(student, item, y, n_students, N_ITEMS)
    print(f"class {cls}: final ELBO loss {float(loss):.1f}")
