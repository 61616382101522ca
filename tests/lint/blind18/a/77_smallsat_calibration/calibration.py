import numpy as np

# per-band absolute calibration gains for a 4-band smallsat
FACTORY_GAINS = np.array([0.0102, 0.0096, 0.0110, 0.0131], np.float32)


def vicarious_gains(scene_idx):
    """Gains refit against a pseudo-invariant calibration site, one value per band."""
    rng = np.random.default_rng(scene_idx)
    g = FACTORY_GAINS * rng.uniform(0.97, 1.03, size=4).astype(np.float32)
    return g


def gains_for(scene_idx, on_cal_pass):
    return vicarious_gains(scene_idx) if on_cal_pass else FACTORY_GAINS
