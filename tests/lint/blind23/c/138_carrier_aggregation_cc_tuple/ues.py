import numpy as np

CC_BW = [20e6, 20e6, 10e6]


def ue_report(rng, capability):
    n_cc = {"basic": 1, "ca2": 2, "ca3": 3}[capability]
    return {
        "sinr_db": tuple(rng.normal(12, 5, 52).astype(np.float32) for _ in range(n_cc)),
        "bw_hz": tuple(np.float32(b) for b in CC_BW[:n_cc]),
    }
