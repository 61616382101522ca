import numpy as np

HOTELS = {
    "central": {"standard": (120, 139.0), "deluxe": (40, 199.0), "suite": (8, 420.0)},
    "airport": {"standard": (200, 99.0), "deluxe": (30, 149.0)},
    "resort": {"garden": (80, 180.0), "sea_view": (60, 260.0), "villa": (12, 650.0), "family": (24, 240.0)},
    "hostel": {"dorm": (90, 35.0)},
    "boutique": {"classic": (20, 170.0), "loft": (10, 260.0), "terrace": (6, 340.0)},
}


def room_type_arrays(hotel, rng):
    out = []
    for name, (rooms, rate) in HOTELS[hotel].items():
        sold = rng.integers(0, rooms + 1, 30).astype(np.float32)
        out.append(np.stack([sold, np.full(30, rate, np.float32), np.full(30, rooms, np.float32)]))
    return out
