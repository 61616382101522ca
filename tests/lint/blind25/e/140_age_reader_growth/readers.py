import numpy as np

def reader_ages(reader, rng, n=40):
    ages = rng.integers(1, 12, n)
    if reader == "R3":
        return [float(a) + 0.25 for a in ages]
    return [int(a) for a in ages]
