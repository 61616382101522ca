import numpy as np

N_FEATURES = 6
ARM_FEATURES = {
    "control": (0, 1, 2, 3, 4, 5),
    "no_price": (0, 1, 2, 4, 5),
    "minimal": (0, 1),
}


def features_for(arm):
    mask = np.zeros(N_FEATURES, dtype=np.float32)
    mask[list(ARM_FEATURES[arm])] = 1.0
    return mask
