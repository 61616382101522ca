import numpy as np

from trainer import Calibrator

N_GRADERS, N_ESSAYS = 30, 30
rng = np.random.default_rng(0)
quality = rng.normal(7, 1.5, N_ESSAYS)
bias = rng.normal(0, 1, N_GRADERS)
graders = np.repeat(np.arange(N_GRADERS), 4).astype(np.int32)
essays = rng.integers(0, N_ESSAYS, graders.size).astype(np.int32)
given = (quality[essays] + bias[graders] + rng.normal(0, 0.5, graders.size)).astype(np.float32)

cal = Calibrator(N_GRADERS, N_ESSAYS)
for epoch in range(5):
    print(epoch, cal.epoch((graders, essays, given)))
