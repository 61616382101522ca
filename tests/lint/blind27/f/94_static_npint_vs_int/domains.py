import numpy as np

# search parameters exported from the resource database (numpy record array)
SEARCH = np.array([("HW", 12, 80.0), ("FW", 12, 60.0), ("MAIN", 12, 120.0)],
                  dtype=[("domain", "U8"), ("max_samples", "i8"), ("radius", "f4")])
DEFAULT_MAX_SAMPLES = 12


def search_for(domain):
    hit = SEARCH[SEARCH["domain"] == domain]
    if len(hit) == 0:
        return DEFAULT_MAX_SAMPLES, 100.0
    return hit["max_samples"][0], float(hit["radius"][0])
