import numpy as np


def drop_tokens(tokens, rate, rng):
    """Word-dropout style augmentation applied to the whole batch."""
    keep = rng.random(tokens.shape[1]) >= rate
    keep[0] = True
    return tokens[:, keep]
