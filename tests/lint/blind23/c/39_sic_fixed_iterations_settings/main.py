import numpy as np
from detector import soft_ic_detect
from link import frames
from settings import receiver_option

errors = 0
for y, H, nv, x in frames(12):
    x_dec = soft_ic_detect(y, H, nv, n_iter=receiver_option("sic_passes"))
    errors += int(np.sum(np.asarray(x_dec) != x))
print("symbol errors", errors)
