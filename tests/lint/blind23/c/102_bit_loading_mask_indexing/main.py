import numpy as np
from dsl import measure_line, usable_tones
from loading import waterfill_rates

rng = np.random.default_rng(0)
for line in range(8):
    gnr = measure_line(rng)
    bits = np.asarray(waterfill_rates(usable_tones(gnr), np.float32(100.0)))
    print(f"line {line}: {bits.size} tones, {int(bits.sum())} bits/symbol")
