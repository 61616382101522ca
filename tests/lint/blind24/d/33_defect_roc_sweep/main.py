from functools import partial

import jax
import numpy as np

from inspect_fabric import defect_map_stats

rng = np.random.default_rng(19)
ref = rng.uniform(0.4, 0.6, (32, 32)).astype(np.float32)
frames = np.repeat(ref[None], 40, 0) + rng.normal(0, 0.02, (40, 32, 32)).astype(np.float32)
labels = np.zeros(40, bool)
labels[::5] = True
frames[labels, 10:14, 10:14] += 0.3

for th in [0.1, 0.2, 0.3, 0.4, 0.5]:
    detect = jax.jit(partial(defect_map_stats, threshold=th))
    flags, frac = detect(frames, ref)
    flags = np.asarray(flags)
    tpr = (flags & labels).sum() / labels.sum()
    fpr = (flags & ~labels).sum() / (~labels).sum()
    print(f"threshold {th:.1f}: TPR {tpr:.2f} FPR {fpr:.2f}")
