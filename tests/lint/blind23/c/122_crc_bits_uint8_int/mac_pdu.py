import numpy as np


def build_pdu(rng, n_bytes=32):
    payload = rng.integers(0, 256, n_bytes, dtype=np.uint8)
    return np.unpackbits(payload)


def random_bits(rng, n_bits=256):
    return rng.integers(0, 2, n_bits)
