import numpy as np


def next_gain(cfg, current_gain, measured_luma):
    if measured_luma <= 0:
        return current_gain
    proposal = current_gain * cfg.target_luma / measured_luma
    blended = cfg.smoothing * current_gain + (1 - cfg.smoothing) * proposal
    if blended > cfg.max_gain:
        return float(np.clip(blended, 0.25, cfg.max_gain))
    return round(blended, 3)
