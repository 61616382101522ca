import numpy as np

from cameras import STATIONS, grab, to_unit_float
from registration import registration_offset

rng = np.random.default_rng(104)
for station in list(STATIONS) * 2:
    raw, bits = grab(station, rng)
    ref = to_unit_float(raw, bits)
    shifted = np.roll(ref, (2, 3), axis=(0, 1))
    print(station, raw.dtype, np.asarray(registration_offset(ref, shifted)).tolist())
