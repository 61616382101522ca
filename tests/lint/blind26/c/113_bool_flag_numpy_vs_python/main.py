import numpy as np
from enhance import spectral_floor

rng = np.random.default_rng(113)
recordings = [
    {"id": "studio_01", "denoise": False},
    {"id": "field_02", "snr_db": 6.0},
    {"id": "field_03", "snr_db": 18.0},
    {"id": "phone_04", "denoise": True},
]
for rec in recordings:
    spec = rng.gamma(2.0, 1.0, size=(120, 64)).astype(np.float32)
    # metadata flag if present, otherwise decide from the measured SNR
    flag = rec["denoise"] if "denoise" in rec else np.float32(rec["snr_db"]) < np.float32(12.0)
    print(rec["id"], type(flag).__name__, float(spectral_floor(spec, flag).mean()))
