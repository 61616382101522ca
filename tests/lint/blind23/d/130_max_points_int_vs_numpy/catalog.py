import numpy as np

# assignment catalogue exported from the LMS (numpy columns)
CATALOG_MAX = np.array([50, 20, 100, 40], dtype=np.int32)
DEFAULT_MAX = 100


def max_points(assignment_id):
    if assignment_id < len(CATALOG_MAX):
        return CATALOG_MAX[assignment_id]
    return DEFAULT_MAX
