import numpy as np


def radar_frames(rng, n_frames=7, clutter_rate=3.0):
    """Detections per frame: the target (if detected) plus Poisson clutter."""
    pos, vel = np.array([0.0, 0.0]), np.array([0.3, 0.1])
    for _ in range(n_frames):
        pos = pos + vel + 0.05 * rng.standard_normal(2)
        dets = [pos + 0.1 * rng.standard_normal(2)] if rng.random() < 0.9 else []
        dets += list(rng.uniform(-3, 3, size=(rng.poisson(clutter_rate), 2)))
        yield np.asarray(dets, np.float32).reshape(-1, 2), pos


def pad_detections(dets, max_detections=16):
    """Fixed-size detection buffer plus validity mask (extra detections are dropped)."""
    out = np.zeros((max_detections, 2), np.float32)
    mask = np.zeros(max_detections, np.float32)
    n = min(len(dets), max_detections)
    out[:n], mask[:n] = dets[:n], 1.0
    return out, mask
