import numpy as np


def pixel_scale(header):
    cd = np.array([[header["CD1_1"], header["CD1_2"]], [header["CD2_1"], header["CD2_2"]]])
    return float(np.sqrt(abs(np.linalg.det(cd))) * 3600.0)


def frame_headers(n=5, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        rot = np.deg2rad(rng.uniform(-0.2, 0.2))
        s = 0.263 / 3600 * (1 + rng.normal(0, 1e-5))
        yield {"CD1_1": -s * np.cos(rot), "CD1_2": s * np.sin(rot),
               "CD2_1": s * np.sin(rot), "CD2_2": s * np.cos(rot), "EXPNUM": 100 + i}
