import numpy as np

from detector import ChirpMatcher

rng = np.random.default_rng(1)
lib = rng.normal(size=(12, 128)).astype(np.float32)
matcher = ChirpMatcher(lib)
for i in range(8):
    call = lib[(3 * i) % 12] + 0.5 * rng.normal(size=128).astype(np.float32)
    print(i, matcher.best_match(call))
