import numpy as np

SOURCES = [("phone_vertical", (40, 24)), ("webcam", (24, 32)), ("hd_proxy", (27, 48)), ("webcam", (24, 32)),
           ("phone_vertical", (40, 24))]


def sample_frames(seed=0, per_upload=4):
    rng = np.random.default_rng(seed)
    for name, (h, w) in SOURCES:
        yield name, rng.uniform(0, 1, (per_upload, h, w, 3)).astype(np.float32)
