import numpy as np

from ofda import sample_stats

rng = np.random.default_rng(62)
# OFDA snippets: 6 sale lots per bale batch, 400 fibre diameters measured per lot
for bale_batch in range(4):
    micron = rng.normal(18.5 + bale_batch, 3.5, (6, 400)).astype(np.float32)
    stats = np.asarray(sample_stats(micron))
    print(f"batch {bale_batch}: mean micron {stats[:, 0].mean():.1f}, CV {stats[:, 2].mean():.1f}%, comfort factor {stats[:, 3].mean():.1f}%")
