import numpy as np

from reports import proficiency_rollup

rng = np.random.default_rng(0)
class_ids = rng.integers(0, 12, 300).astype(np.int32)
school_ids = (class_ids // 4).astype(np.int32)
for month in ["Sep", "Oct", "Nov", "Dec"]:
    scores = np.clip(rng.normal(68, 14, 300), 0, 100).astype(np.float32)
    for level in ("class", "school"):
        prof = proficiency_rollup(scores, class_ids, school_ids, level=level)
        print(month, level, np.round(np.asarray(prof), 2).tolist())
