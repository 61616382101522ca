import jax
import numpy as np

from model import SprintLoadHead

net = SprintLoadHead()


@jax.jit
def infer_load(params, x):
    return net.apply(params, x)


def handle_request(params, payload):
    x = np.asarray(payload["efforts"], dtype=np.float32)
    return np.asarray(infer_load(params, x)).tolist()
