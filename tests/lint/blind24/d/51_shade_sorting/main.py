import numpy as np

from shade import accumulate_shade_error

rng = np.random.default_rng(51)
lab_ref = np.array([42.0, 18.5, -22.0], np.float32)   # navy reference

for roll in range(3):
    total_de, total_n = 0.0, 0
    for bundle in range(5):
        pieces = lab_ref + rng.normal(0, 0.6 + 0.2 * roll, (24, 3)).astype(np.float32)
        total_de, total_n = accumulate_shade_error(total_de, total_n, lab_ref, pieces)
    print(f"roll {roll}: mean dE {float(total_de) / int(total_n):.2f} over {int(total_n)} pieces")
