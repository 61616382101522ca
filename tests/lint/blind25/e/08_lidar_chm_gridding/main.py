import numpy as np
from chm import GRIDDER
from flights import flight_lines

for k, pts in flight_lines():
    ground = np.zeros(len(pts), np.float32)
    chm = GRIDDER(pts[:, 0], pts[:, 1], pts[:, 2], ground)
    print(k, round(float(chm.mean()), 2), round(float(chm.max()), 2))
