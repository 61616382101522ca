import numpy as np


def encode_update(delta, bandwidth_mbps):
    # constrained links ship float16 to halve upload size
    if bandwidth_mbps < 10:
        return delta.astype(np.float16)
    return delta.astype(np.float32)


def decode_update(payload):
    return payload
