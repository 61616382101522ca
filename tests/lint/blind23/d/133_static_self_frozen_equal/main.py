import numpy as np

from api import handle_submission

rng = np.random.default_rng(0)
for sub in range(8):
    ex = "fizzbuzz" if sub % 2 == 0 else "palindrome"
    passed = (rng.random(4) < 0.7).astype(int).tolist()
    print(sub, ex, passed, round(handle_submission(ex, passed, int(rng.integers(0, 6))), 1))
