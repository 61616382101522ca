from typing import NamedTuple
import numpy as np


class Intrinsics(NamedTuple):
    f: np.float32
    cx: np.float32
    cy: np.float32
    k1: np.float32


def load_camera(name):
    if name == "backup":
        return (np.float32(1450.0), np.float32(960.0), np.float32(640.0), np.float32(-0.05))
    return Intrinsics(np.float32(1520.0), np.float32(962.0), np.float32(641.0), np.float32(-0.08))
