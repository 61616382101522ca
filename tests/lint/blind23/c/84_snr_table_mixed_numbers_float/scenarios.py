SCENARIOS = [
    {"name": "cell edge", "snr_db": 0},
    {"name": "typical", "snr_db": 10},
    {"name": "near", "snr_db": 17.5},
    {"name": "LOS hotspot", "snr_db": 25},
]


def snr_of(scn):
    return float(scn["snr_db"])
