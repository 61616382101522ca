import numpy as np


def parse_request(req):
    """Coach app sends one athlete's features, the nightly job sends the whole squad."""
    return np.asarray(req["features"], dtype=np.float32)
