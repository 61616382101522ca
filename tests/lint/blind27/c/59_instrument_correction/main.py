import numpy as np

from station import Station

rng = np.random.default_rng(59)
network = [Station("KIL01", ["HHZ", "HHN", "HHE"]), Station("KIL04", ["HHZ", "HHN", "HHE"]),
           Station("KIL07", ["HHZ", "HHN", "HHE"])]
for sta in network:
    streams = {ch: rng.integers(-50000, 50000, 3000).astype(np.float32) for ch in sta.channels}
    out = sta.correct(streams)
    print(sta.code, {k: f"{float(np.abs(v).max()):.2e}" for k, v in out.items()})
