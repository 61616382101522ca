import numpy as np

from bootstrap import bootstrap_ci
from seeds import key_for_study

rng = np.random.default_rng(72)
for study in ["2019_s01", "2019_s02", "2023_s03", "2023_s04"]:
    diffs = rng.normal(0.8, 2.0, 30).astype(np.float32)  # pre-post sprint time change (%)
    lo, hi = bootstrap_ci(key_for_study(study), diffs)
    print(study, "95% CI", round(float(lo), 2), round(float(hi), 2))
