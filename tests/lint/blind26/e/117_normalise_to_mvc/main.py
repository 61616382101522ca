import numpy as np

from emg_norm import normalise_to_mvc

rng = np.random.default_rng(62)
sessions = [
    {"channels": ["VL", "VM", "BF", "ST"]},
    {"channels": ["BF", "ST", "VL", "VM"]},
    {"channels": ["ST", "VM", "VL", "BF"]},
    {"channels": ["VL", "VM", "BF", "ST"]},
]
for i, meta in enumerate(sessions):
    ch = tuple(meta["channels"])  # row order of the EMG matrix as exported by the amplifier
    emg = np.abs(rng.normal(0, 0.2, size=(4, 500))).astype(np.float32)
    out = normalise_to_mvc(emg, channels=ch)
    print(i, ch, np.round(np.asarray(out.mean(1)), 3))
