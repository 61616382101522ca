import numpy as np

# 5-point smoothing kernels used by different labs
LAB_KERNELS = {
    "biomech_lab": [0.1, 0.2, 0.4, 0.2, 0.1],
    "field_team": np.array([0.15, 0.2, 0.3, 0.2, 0.15], np.float32),
}
