import numpy as np

from agreement import quadratic_kappa

rng = np.random.default_rng(0)
for prompt in range(6):
    human = rng.integers(0, 3 + prompt % 3, 120).astype(np.int32)
    machine = np.clip(human + rng.integers(-1, 2, 120), 0, None).astype(np.int32)
    n_scores = int(max(human.max(), machine.max())) + 1
    print(f"prompt {prompt}: QWK {float(quadratic_kappa(human, machine, n_scores)):.3f} on {n_scores} score points")
