import numpy as np
from plan import coarse_grid, fine_grid
from theory import mqam_ser_curve

coarse = coarse_grid()
ser = np.asarray(mqam_ser_curve(coarse))
target = 1e-3
cross = coarse[np.argmax(ser < target)]
print("coarse", dict(zip(coarse.tolist(), np.round(ser, 5).tolist())))
for refine in range(3):
    g = fine_grid(float(cross))
    ser = np.asarray(mqam_ser_curve(g))
    cross = g[np.argmax(ser < target)]
    print("refine", refine, round(float(cross), 3))
