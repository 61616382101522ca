import numpy as np

UNITS = [
    {"name": "ccgt_1", "p_min": 120, "p_max": 400, "mc": 48.0},
    {"name": "ccgt_2", "p_min": 100, "p_max": 380, "mc": 51.0},
    {"name": "coal_1", "p_min": 200, "p_max": 600, "mc": 39.0},
    {"name": "ocgt_1", "p_min": 10, "p_max": 90, "mc": 95.0},
    {"name": "ocgt_2", "p_min": 10, "p_max": 90, "mc": 99.0},
    {"name": "hydro", "p_min": 0, "p_max": 250, "mc": 5.0},
]


def outage_schedule(day):
    out = {0: [], 1: ["coal_1"], 2: ["ocgt_2", "ccgt_1"], 3: [], 4: ["hydro"]}
    return set(out[day])


def available_units(day):
    out = outage_schedule(day)
    units = UNITS
    online = np.array([u["name"] not in out for u in units], dtype=np.float32)
    p_min = np.array([u["p_min"] for u in units], dtype=np.float32) * online
    p_max = np.array([u["p_max"] for u in units], dtype=np.float32) * online
    mc = np.array([u["mc"] for u in units], dtype=np.float32)
    return p_min, p_max, mc
