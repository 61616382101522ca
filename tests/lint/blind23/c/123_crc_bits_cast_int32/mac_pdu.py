import numpy as np


def _as_bits(x):
    return np.asarray(x, dtype=np.int32)


def build_pdu(rng, n_bytes=32):
    payload = rng.integers(0, 256, n_bytes, dtype=np.uint8)
    return _as_bits(np.unpackbits(payload))


def random_bits(rng, n_bits=256):
    return _as_bits(rng.integers(0, 2, n_bits))
