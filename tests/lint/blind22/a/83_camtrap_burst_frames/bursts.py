import numpy as np

# frames per trigger as configured on each camera model
BURST_FRAMES = {"reconyx": 3, "browning": 5, "bushnell": 10}


def trigger_bursts(rng, camera, n_triggers=4, feat=32):
    f = BURST_FRAMES[camera]
    return rng.normal(size=(n_triggers, f, feat)).astype(np.float32)
