import numpy as np

MAX_TYPES = 4
HOTELS = {
    "central": [(120, 139.0), (40, 199.0), (8, 420.0)],
    "airport": [(200, 99.0), (30, 149.0)],
    "resort": [(80, 180.0), (60, 260.0), (12, 650.0), (24, 240.0)],
    "hostel": [(90, 35.0)],
}


def room_type_table(hotel, rng, days=30):
    table = np.zeros((MAX_TYPES, 3, days), np.float32)
    for i, (rooms, rate) in enumerate(HOTELS[hotel]):
        table[i, 0] = rng.integers(0, rooms + 1, days)
        table[i, 1] = rate
        table[i, 2] = rooms
    return table
