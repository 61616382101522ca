import numpy as np

# sensitivity in counts/(m/s); three-component stations list one value per channel
SENSITIVITY = {
    "BK.CMB": 1.25e9,
    "BK.BKS": np.array([1.26e9, 1.24e9, 1.25e9], np.float32),
    "CI.PAS": 6.27e8,
    "CI.SBC": np.array([6.2e8, 6.3e8, 6.25e8], np.float32),
}
