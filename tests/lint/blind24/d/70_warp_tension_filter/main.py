import numpy as np

from kalman import initial_state, kalman_update

rng = np.random.default_rng(70)
for loom in range(3):
    true = 180.0 + np.cumsum(rng.normal(0, 0.5, 40))
    readings = (true + rng.normal(0, 4.0, 40)).astype(np.float32)
    state = initial_state(float(readings[0]))
    for z in readings:
        state = kalman_update(state, z, 0.1, 16.0)
    print(f"loom {loom}: tension {float(state.mean[0]):.1f} cN, drift {float(state.mean[1]):+.2f} cN/pick")
