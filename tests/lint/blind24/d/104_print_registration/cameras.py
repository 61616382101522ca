import numpy as np

STATIONS = {"rotary_1": 8, "rotary_2": 8, "digital_head": 12}


def grab(station, rng, size=40):
    bits = STATIONS[station]
    raw = (rng.random((size, size)) * (2 ** bits - 1)).astype(np.uint8 if bits == 8 else np.uint16)
    return raw, bits


def to_unit_float(raw, bits):
    return (raw.astype(np.float32) / (2 ** bits - 1)).astype(np.float32)
