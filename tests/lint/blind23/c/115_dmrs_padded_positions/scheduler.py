import numpy as np

# additional DMRS positions per dmrs-AdditionalPosition setting (type A, 14 symbols)
DMRS_POSITIONS = {0: [2], 1: [2, 11], 2: [2, 7, 11], 3: [2, 5, 8, 11]}


def slot_config(rng, ue_speed_kmh):
    add_pos = 0 if ue_speed_kmh < 10 else 1 if ue_speed_kmh < 60 else 2 if ue_speed_kmh < 120 else 3
    return np.array(DMRS_POSITIONS[add_pos], np.float32)
