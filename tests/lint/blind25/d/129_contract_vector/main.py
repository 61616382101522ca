import numpy as np
from encode import contract_vector

rng = np.random.default_rng(0)
for doc in range(6):
    body = rng.normal(size=(30, 16)).astype(np.float32)
    n_ex = int(rng.integers(0, 3))
    exhibits = np.zeros((4, 16), np.float32)
    exhibits[:n_ex] = rng.normal(size=(n_ex, 16))
    v = contract_vector(body, exhibits, has_exhibits=n_ex > 0)
    print(doc, n_ex, np.asarray(v)[:3].round(3))
