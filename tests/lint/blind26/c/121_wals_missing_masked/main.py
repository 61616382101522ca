import numpy as np
from wals import load_languages, N_FEATURES
from score import masked_index

rng = np.random.default_rng(0)
weights = rng.normal(size=N_FEATURES).astype(np.float32)
for name, vals in load_languages().items():
    s, n = masked_index(vals, weights)
    print(name, int(n), round(float(s), 3))
