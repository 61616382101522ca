import numpy as np


def read_message(i, rng):
    """Decode one hourly message from a moored buoy (simulated)."""
    n = 48
    msg = {
        "wave_height": rng.gamma(2.0, 0.8, n).astype(np.float32),
        "wind_speed": rng.gamma(3.0, 2.5, n).astype(np.float32),
    }
    # the payload carries a QC block only when the onboard checks ran
    if i % 3 == 0:
        msg["qc"] = (rng.random(n) > 0.05).astype(np.float32)
    return msg
