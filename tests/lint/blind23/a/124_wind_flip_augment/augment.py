import numpy as np


def flip_augment(field, rng):
    if rng.random() < 0.5:
        field = field[:, ::-1]          # east-west mirror
    if rng.random() < 0.5:
        field = field[::-1, :]          # north-south mirror
    return field
