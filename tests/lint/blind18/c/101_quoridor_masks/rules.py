import numpy as np

NUM_ACTIONS = 12


def legal_mask_live(rng):
    """Legal moves computed by the game engine for the current position."""
    return rng.random(NUM_ACTIONS) < 0.6


def legal_mask_from_record(record_moves):
    """Legal moves reconstructed from a stored game record."""
    mask = np.zeros(NUM_ACTIONS, np.float32)
    mask[record_moves] = 1.0
    return mask
