import numpy as np

from colour import batch_delta_e

rng = np.random.default_rng(61)
standards = {"bordeaux": [32.0, 38.0, 12.0], "sage": [64.0, -12.0, 14.0], "cobalt": [35.0, 10.0, -48.0]}
for name, std in standards.items():
    std = np.asarray(std, np.float32)
    for submission in range(2):
        dips = std + rng.normal(0, 1.2, (5, 3)).astype(np.float32)
        de = batch_delta_e(std, dips)
        best = int(np.argmin(np.asarray(de)))
        print(f"{name} submission {submission}: best dip {best} CMC(2:1) {float(de[best]):.2f}")
