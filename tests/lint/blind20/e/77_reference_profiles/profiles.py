import numpy as np

N = 30


def ramp(start, stop):
    return np.linspace(start, stop, N)


def staircase(levels):
    return np.repeat(np.arange(levels), N // levels)


def profile_library():
    return [ramp(0.0, 2.0), staircase(3), ramp(2.0, 0.0), staircase(5)]
