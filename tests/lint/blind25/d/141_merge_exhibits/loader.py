import numpy as np

def load_agreement(rng, dim=16):
    main = rng.normal(size=dim).astype(np.float32)
    n_ex = int(rng.integers(0, 4))
    return main, [rng.normal(size=dim).astype(np.float32) for _ in range(n_ex)]
