import numpy as np

PORTS = [
    {"name": "Hamburg", "depth_m": 15.1, "tidal": True},
    {"name": "Singapore", "depth_m": 16.0, "tidal": False},
    {"name": "Antwerp", "depth_m": 14.5, "tidal": True},
    {"name": "Piraeus", "depth_m": 18.0, "tidal": False},
]


def extras_for(port, rng, hours=24):
    if port["tidal"]:
        t = np.arange(hours, dtype=np.float32)
        return {"tide_m": (1.8 * np.sin(2 * np.pi * t / 12.42 + rng.uniform(0, 6))).astype(np.float32)}
    return {}
