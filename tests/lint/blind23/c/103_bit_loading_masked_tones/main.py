import numpy as np
from dsl import measure_line
from loading import waterfill_rates

rng = np.random.default_rng(0)
for line in range(8):
    gnr = measure_line(rng)
    usable = gnr > 1.0
    bits = np.asarray(waterfill_rates(gnr, usable, np.float32(100.0)))
    print(f"line {line}: {int(usable.sum())} tones, {int(bits.sum())} bits/symbol")
