import numpy as np

from polar import back_azimuth
from sources import from_archive, from_realtime, from_transposed_file

rng = np.random.default_rng(139)
for src in (from_archive, from_realtime, from_transposed_file, from_realtime, from_archive):
    print(src.__name__, round(float(back_azimuth(src(rng))), 1))
