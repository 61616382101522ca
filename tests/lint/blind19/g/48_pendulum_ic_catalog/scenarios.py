import numpy as np

# (theta, omega) starting states used for validation rollouts
INITIAL_STATES = {
    name: np.asarray(state, dtype=np.float32)
    for name, state in {
        "hanging_kick": [0.0, 1.5],
        "horizontal": [1, 0],
        "near_top": [3.0, 0.0],
        "upright_rest": [3, 0],
    }.items()
}
