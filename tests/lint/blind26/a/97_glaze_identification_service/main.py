import numpy as np

from handler import handle

rng = np.random.default_rng(0)
requests = [{"spectra": rng.normal(size=(n, 40)).tolist()} for n in [1, 3, 1, 5, 3]]
for r in requests:
    print(handle(r))
