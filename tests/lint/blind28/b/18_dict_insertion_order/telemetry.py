import numpy as np

STATS = ("gold", "cs", "wards", "damage")


def parse_frame(rng, source):
    # the two ingestion services emit stats in different orders
    order = STATS if source == "riot_api" else tuple(reversed(STATS))
    frame = {}
    for k in order:
        frame[k] = rng.normal(size=(10,)).astype(np.float32)
    return frame
