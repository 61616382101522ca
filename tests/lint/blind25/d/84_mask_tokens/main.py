import numpy as np
from augment import pretrain_batches, probe_batch

rng = np.random.default_rng(0)
ids = rng.integers(2, 500, size=(16, 48)).astype(np.int32)
for i, masked in enumerate(pretrain_batches(ids, 3, seed=0)):
    print("pretrain", i, int((masked == 1).sum()))
for s in range(2):
    print("probe", s, int((probe_batch(ids, s) == 1).sum()))
