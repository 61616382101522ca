import numpy as np

from resample import Resampler

resampler = Resampler(target_len=32)
rng = np.random.default_rng(11)
feature_store = []
for shard in range(5):
    block = rng.normal(size=(4, 50)).astype(np.float32)
    feature_store.append(np.asarray(resampler(block)))

print(np.stack(feature_store).shape)
