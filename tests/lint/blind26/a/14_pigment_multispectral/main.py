import numpy as np

from capture import read_capture
from indices import pigment_indices

rng = np.random.default_rng(0)
for i in range(6):
    cube = read_capture(i, rng)
    print(i, np.round(np.asarray(pigment_indices(cube)), 3))
