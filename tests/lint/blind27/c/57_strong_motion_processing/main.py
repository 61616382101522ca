import numpy as np

from io_utils import read_ascii, read_binary, synthetic_files
from pipeline import peak_ground_velocity

rng = np.random.default_rng(57)
for kind, payload in synthetic_files(rng, 6):
    trace = read_ascii(payload) if kind == "ascii" else read_binary(payload)
    print(kind, trace.dtype, round(float(peak_ground_velocity(trace, 0.01)), 4))
