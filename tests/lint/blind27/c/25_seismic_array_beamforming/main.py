import numpy as np

from beam import beam_power
from geometry import SITES, offsets_from_file, offsets_km

rng = np.random.default_rng(25)
s = np.linspace(-0.4, 0.4, 9, dtype=np.float32)
grid = np.stack(np.meshgrid(s, s), -1).reshape(-1, 2)
traces = rng.normal(size=(5, 512)).astype(np.float32)

p1 = beam_power(traces, offsets_km(), grid, 40.0)
station_file = [f"{k} {e} {n}" for k, (e, n) in SITES.items()]
p2 = beam_power(traces, offsets_from_file(station_file), grid, 40.0)
print(int(np.argmax(p1)), int(np.argmax(p2)), float(np.abs(p1 - p2).max()))
