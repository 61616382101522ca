import numpy as np
import jax.numpy as jnp

from scoring import make_scorer

rng = np.random.default_rng(27)
herd_cutoffs = {"Bridge Farm": 1.2, "Fell Side": 1.4, "Church Farm": 1.2, "Moss Hall": 1.0}

for herd, cutoff in herd_cutoffs.items():
    bhb = rng.gamma(2.0, 0.5, size=40).astype(np.float32)
    dim = rng.integers(3, 21, size=40).astype(np.float32)
    parity = rng.integers(1, 6, size=40).astype(np.float32)
    scorer = make_scorer(cutoff)
    risk = scorer(bhb, dim, parity)
    print(herd, "cows at high ketosis risk:", int((risk > 0.5).sum()))
