import numpy as np

from channels import active_channels
from emg_norm import mvc_normalise

rng = np.random.default_rng(62)
sessions = [
    {"channels": ["VL", "VM", "BF", "ST"]},
    {"channels": ["BF", "ST", "VL", "VM"]},
    {"channels": ["ST", "VM", "VL", "BF"]},
    {"channels": ["VM", "BF", "ST", "VL"]},
]
for i, meta in enumerate(sessions):
    ch = active_channels(meta)
    emg = np.abs(rng.normal(0, 0.2, size=(4, 500))).astype(np.float32)
    out = mvc_normalise(emg, channels=ch)
    print(i, ch, np.round(np.asarray(out.mean(1)), 3))
