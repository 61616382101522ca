import numpy as np


def forceplate_contacts(rng, n=500):
    fz = np.abs(rng.normal(0, 400, n)) * (np.sin(np.linspace(0, 12 * np.pi, n)) > 0)
    return fz > 20.0


def imu_contacts(rng, n=500):
    # pressure insole probability of contact from the vendor classifier
    p = (np.sin(np.linspace(0, 12 * np.pi, n)) > 0).astype(np.float32)
    return np.clip(p + rng.normal(0, 0.05, n), 0, 1).astype(np.float32)
