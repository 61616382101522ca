import hashlib

import numpy as np

TREATMENT_TEMPERATURES = np.linspace(0.6, 1.4, 3)
DEFAULT_TEMPERATURE = 1.0


def assign_arm(user_id, n_arms=4):
    digest = hashlib.sha256(str(user_id).encode()).hexdigest()
    return int(digest, 16) % n_arms


def temperature_for(user_id):
    arm = assign_arm(user_id)
    if arm == 0:
        return arm, DEFAULT_TEMPERATURE
    return arm, TREATMENT_TEMPERATURES[arm - 1]
