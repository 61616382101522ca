import numpy as np

UNK_ID = 1


def drop_tokens(tokens, rate, rng):
    """Word-dropout style augmentation: replaced tokens become UNK, length is kept."""
    drop = rng.random(tokens.shape[1]) < rate
    drop[0] = False
    out = tokens.copy()
    out[:, drop] = UNK_ID
    return out
