import numpy as np

# Temperatures per experiment arm, as exported by the experimentation service.
ARM_TEMPERATURES = np.array([0.7, 1.3], dtype=np.float32)


def temperature_for(user_id, overrides):
    if user_id in overrides:
        return overrides[user_id]
    if user_id % 3 == 0:
        return 1.0
    return ARM_TEMPERATURES[user_id % 2]
