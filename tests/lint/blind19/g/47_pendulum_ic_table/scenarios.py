import numpy as np

# (theta, omega) starting states used for validation rollouts
INITIAL_STATES = {
    "hanging_kick": np.array([0.0, 1.5]),
    "horizontal": np.array([1, 0]),
    "near_top": np.array([3.0, 0.0]),
    "upright_rest": np.array([3, 0]),
}
