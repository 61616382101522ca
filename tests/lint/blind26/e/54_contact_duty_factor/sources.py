import numpy as np


def forceplate_contacts(rng, n=500):
    fz = np.abs(rng.normal(0, 400, n)) * (np.sin(np.linspace(0, 12 * np.pi, n)) > 0)
    return fz > 20.0


def insole_contacts(rng, n=500):
    p = (np.sin(np.linspace(0, 12 * np.pi, n)) > 0).astype(np.float64)
    return np.clip(p + rng.normal(0, 0.05, n), 0, 1)


def load_contact(trial, rng):
    raw = forceplate_contacts(rng) if trial % 3 == 0 else insole_contacts(rng)
    return np.asarray(raw, dtype=np.float32)
