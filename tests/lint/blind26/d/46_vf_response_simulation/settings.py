import json

import numpy as np

RAW = [
    '{"fp_rate": 0.05, "fn_rate": 0.1, "slope": 1.2}',
    '{"slope": 1.0, "fp_rate": 0.12, "fn_rate": 0.04}',
    '{"fn_rate": 0.2, "slope": 0.9, "fp_rate": 0.03}',
]


def load_device_settings():
    out = []
    for line in RAW:
        d = json.loads(line)
        out.append({k: np.float32(v) for k, v in d.items()})
    return out
