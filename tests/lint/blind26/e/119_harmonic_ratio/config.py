import numpy as np

# harmonic count chosen per protocol; stored in an npz alongside the trial
PROTOCOL = {"walk": np.int64(6), "run": 6}
