import numpy as np

# field parcels from the land-parcel identification system, in pixel coordinates
PARCELS = {
    "FR-001": [(2, 2), (20, 3), (22, 18), (4, 16)],
    "FR-002": [(30, 5), (45, 6), (50, 20), (38, 28), (29, 18)],
    "FR-003": [(5, 30), (18, 28), (25, 40), (15, 50), (4, 45), (2, 38)],
    "FR-004": [(35, 35), (55, 33), (58, 55), (36, 56)],
}


def vertices(parcel_id):
    return np.asarray(PARCELS[parcel_id], np.float32)
