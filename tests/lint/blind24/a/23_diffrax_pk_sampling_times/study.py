import numpy as np

# oxytetracycline in calves: each animal was sampled on its own schedule
SCHEDULES = {
    "calf_01": [0.5, 1, 2, 4, 8, 12, 24],
    "calf_02": [0.5, 1, 2, 4, 8, 24],
    "calf_03": [1, 2, 4, 6, 8, 12, 24, 36],
    "calf_04": [0.5, 1, 2, 4, 8, 12, 24],
}


def sampling_times(animal):
    return np.asarray(SCHEDULES[animal], dtype=np.float32)
