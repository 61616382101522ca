import numpy as np

DEFAULT_SENS = 0.01


def load_sensitivities():
    raw = {"zone1": 0.012, "zone3": 0.018, "zone4": None}
    return {z: (DEFAULT_SENS if v is None else v) for z, v in raw.items()}


def sensitivity(table, zone):
    return float(table.get(zone, DEFAULT_SENS))
