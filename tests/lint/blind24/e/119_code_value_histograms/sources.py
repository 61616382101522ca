import numpy as np

DEFAULT_BITS = 10


def camera_bit_depths():
    # per-clip bit depth column read from the camera report
    return np.array([10, 10, 10, 10], dtype=np.int64)


def clip_codes(rng, bits):
    return rng.integers(0, 2 ** int(bits), (24, 32)).astype(np.int32)
