import json

CALIB_JSON = '{"alpha": 1.0, "beta": 0.8, "gamma": 1.6}'

def load_calibration():
    d = json.loads(CALIB_JSON)
    return [d["alpha"], d["beta"], d["gamma"]]

def grid_candidates():
    for gamma in (1.2, 1.8, 2.2):
        yield (1.0, 0.8, gamma)
