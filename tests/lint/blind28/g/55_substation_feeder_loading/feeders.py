import numpy as np

FEEDERS = ["F101", "F102", "F103", "F104"]


def poll(rng, interval):
    """Return the 15-min current profiles of feeders in service at this interval."""
    out = []
    for i, name in enumerate(FEEDERS):
        # F103 is switched out for maintenance during intervals 3-5
        if name == "F103" and 3 <= interval <= 5:
            continue
        out.append((200 + 40 * i + 10 * rng.standard_normal(4)).astype(np.float32))
    return out
