import numpy as np

# dose steps (mJ/cm^2) and focus steps (um) per layer, as entered by the litho engineer
PLANS = {
    "POLY": {"dose": [22, 23, 24, 25, 26], "focus": [-0.08, -0.04, 0.0, 0.04, 0.08]},
    "CONTACT": {"dose": [30.5, 31.0, 31.5, 32.0, 32.5], "focus": [-0.06, -0.03, 0.0, 0.03, 0.06]},
    "M1": {"dose": [18, 19, 20, 21, 22], "focus": [-0.1, -0.05, 0.0, 0.05, 0.1]},
    "V1": {"dose": [35.0, 36.0, 37.0, 38.0, 39.0], "focus": [-0.05, -0.025, 0.0, 0.025, 0.05]},
}


def plan_arrays(layer):
    p = PLANS[layer]
    return np.array(p["dose"]), np.array(p["focus"], np.float32)
