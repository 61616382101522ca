import numpy as np

from filter import initial_state, walkover_update

rng = np.random.default_rng(42)
n_cows = 30
true_w = rng.normal(620, 40, size=n_cows)
state = initial_state(n_cows)
for milking in range(14):
    reading = (true_w + rng.normal(0, 8, size=n_cows)).astype(np.float32)
    valid = rng.uniform(size=n_cows) > 0.2
    state = walkover_update(state, reading, valid)
print("mean abs error kg:", float(np.abs(np.asarray(state.mean) - true_w).mean()))
