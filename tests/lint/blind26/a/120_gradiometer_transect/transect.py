import numpy as np


def windows(readings, size=50):
    for start in range(0, len(readings), size):
        yield start, readings[start:start + size]
