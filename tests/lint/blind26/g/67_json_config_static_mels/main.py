import numpy as np

import config
from frontend import log_mel

rng = np.random.default_rng(0)
for batch in range(5):
    fe = config.load()      # re-read so edits to the sheet apply between batches
    power = rng.gamma(2.0, size=(16, 100, fe.n_fft // 2 + 1)).astype(np.float32)
    M = log_mel(power, fe=fe)
    print(batch, M.shape, round(float(M.mean()), 3))
