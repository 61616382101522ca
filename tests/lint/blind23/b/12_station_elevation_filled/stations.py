import numpy as np

_INVENTORY = [
    ("BK.CMB", 38.03, -120.38, 697.0),
    ("BK.MOD", 41.90, -120.30, 1554.0),
    ("CI.PAS", 34.15, -118.17, None),
    ("CI.SBC", 34.44, -119.71, 61.0),
    ("NC.KCT", 40.48, -124.27, None),
    ("UW.LON", 46.75, -121.81, 853.0),
]


def read_inventory():
    stations = []
    for code, lat, lon, elev in _INVENTORY:
        sta = {"code": code, "coords": np.array([lat, lon], np.float32)}
        sta["elevation"] = np.float32(0.0 if elev is None else elev)
        stations.append(sta)
    return stations
