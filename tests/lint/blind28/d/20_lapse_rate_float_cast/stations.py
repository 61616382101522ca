AWS = [
    {"id": "KAN_L", "elevation": 670, "ref_temp": -2.1},
    {"id": "KAN_M", "elevation": 1270, "ref_temp": -6.0},
    {"id": "KAN_U", "elevation": 1840.5, "ref_temp": -10.3},
    {"id": "S10", "elevation": 1850, "ref_temp": -10.8},
    {"id": "SWC", "elevation": 1176.2, "ref_temp": -6.9},
]


def station_elevation(rec):
    return float(rec["elevation"])
