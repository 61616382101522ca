import numpy as np

N_EVENTS = 2048


def read_block(rng):
    """One block of HPGe events with the timing of the nearest muon-panel hit."""
    energy = rng.exponential(300.0, N_EVENTS).astype(np.float32)
    dt_muon_us = rng.exponential(200.0, N_EVENTS).astype(np.float32)
    return energy, dt_muon_us
