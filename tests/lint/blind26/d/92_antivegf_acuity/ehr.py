import numpy as np

# best-corrected visual acuity per visit, as exported by two EHR systems
RECORDS = [
    {"patient": "A", "letters": [70, 72, 75, 74, 78, 80]},        # ETDRS letter score
    {"patient": "B", "letters": [55.0, 58.5, 61.0, 60.0, 64.5, 66.0]},  # converted from Snellen
    {"patient": "C", "letters": [40, 45, 47, 52, 55, 54]},
]


def acuity_series(rec):
    return np.array(rec["letters"])
