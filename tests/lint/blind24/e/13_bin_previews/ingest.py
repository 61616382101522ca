import numpy as np


def decode_proxy(rng):
    # 8-bit H.264 proxy
    return rng.integers(0, 256, (36, 64, 3), dtype=np.uint8)


def decode_exr(rng):
    # half-float scene-linear plate
    return rng.uniform(0, 4, (36, 64, 3)).astype(np.float16)


def decode_dpx(rng):
    return rng.uniform(0, 1, (36, 64, 3)).astype(np.float32)


DECODERS = {".mov": decode_proxy, ".exr": decode_exr, ".dpx": decode_dpx}


def read_media(path, rng):
    ext = path[path.rfind("."):]
    return DECODERS[ext](rng)
