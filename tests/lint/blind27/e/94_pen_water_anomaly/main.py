import numpy as np

from windows import water_intake_anomaly

rng = np.random.default_rng(94)
# 2-hourly water intake (L) per pig pen over 5 days
intake = rng.normal(18, 2, size=(10, 60)).astype(np.float32)
intake[4, 40:] *= 0.6  # early sign of disease: reduced drinking
for start in range(24, 49, 6):
    ratio = water_intake_anomaly(intake, start)
    print(f"from slot {start}: pens below 75% of baseline: {np.flatnonzero(np.asarray(ratio) < 0.75).tolist()}")
