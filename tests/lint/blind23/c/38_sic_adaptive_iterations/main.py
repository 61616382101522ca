import numpy as np
from detector import soft_ic_detect
from link import frames, iterations_for

errors = 0
for y, H, nv, snr_db, x in frames(12):
    x_dec = soft_ic_detect(y, H, nv, n_iter=iterations_for(snr_db))
    errors += int(np.sum(np.asarray(x_dec) != x))
print("symbol errors", errors)
