import numpy as np

# frames per trigger as configured on each camera model
BURST_FRAMES = {"reconyx": 3, "browning": 5, "bushnell": 10}
MAX_FRAMES = max(BURST_FRAMES.values())


def trigger_bursts(rng, camera, n_triggers=4, feat=32):
    f = BURST_FRAMES[camera]
    frames = np.zeros((n_triggers, MAX_FRAMES, feat), np.float32)
    valid = np.zeros((n_triggers, MAX_FRAMES), bool)
    frames[:, :f] = rng.normal(size=(n_triggers, f, feat))
    valid[:, :f] = True
    return frames, valid
