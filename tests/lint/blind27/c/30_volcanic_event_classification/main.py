import numpy as np

from features import frequency_index

rng = np.random.default_rng(30)
header = np.array([(100.0, 2048)], dtype=[("sampling_rate", "f8"), ("npts", "i4")])
DEFAULT_FS = 100.0

events = []
for k in range(6):
    events.append({"data": rng.normal(size=2048).astype(np.float32),
                   "stats": header[0] if k % 2 else None})

for ev in events:
    fs = ev["stats"]["sampling_rate"] if ev["stats"] is not None else DEFAULT_FS
    print(round(float(frequency_index(ev["data"], fs)), 3))
