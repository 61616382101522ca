import numpy as np

N_THERMOCOUPLES = 8


def shift_health(shift):
    healthy = np.ones(N_THERMOCOUPLES, dtype=bool)
    healthy[shift % N_THERMOCOUPLES] = False
    return healthy


def read_zone_temps(rng, ticks=20):
    return rng.normal(850.0, 5.0, size=(ticks, N_THERMOCOUPLES)).astype(np.float32)
