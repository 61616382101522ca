import numpy as np

from resample import decimate

TARGET_HZ = 20
DEFAULT_FS = {"HH": 100, "BH": 40}
rng = np.random.default_rng(79)
header_rates = {"STA1": np.int64(100), "STA3": np.int64(100)}
for sta in ["STA1", "STA2", "STA3", "STA4"]:
    fs = header_rates.get(sta, DEFAULT_FS["HH"])
    trace = rng.normal(size=6000).astype(np.float32)
    out = decimate(trace, factor=fs // TARGET_HZ)
    print(sta, out.shape)
