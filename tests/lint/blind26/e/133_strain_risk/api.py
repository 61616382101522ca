import numpy as np

SQUAD_SIZE = 25


def parse_request(req):
    x = np.atleast_2d(np.asarray(req["features"], dtype=np.float32))
    batch = np.zeros((SQUAD_SIZE, x.shape[1]), np.float32)
    batch[:len(x)] = x
    return batch, len(x)
