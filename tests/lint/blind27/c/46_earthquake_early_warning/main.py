import numpy as np

from predictor import PGVPredictor

rng = np.random.default_rng(46)
model = PGVPredictor((0.9, 0.7, 0.25, 1.0))
for alert in range(6):
    if alert == 3:
        model.recalibrate((1.0, 0.72, 0.2, 1.05))
    pd = rng.uniform(0.01, 1.0, 10).astype(np.float32)
    tau_c = rng.uniform(0.5, 3.0, 10).astype(np.float32)
    epi = rng.uniform(5, 80, 10).astype(np.float32)
    print(alert, round(float(model.predict(pd, tau_c, epi).max()), 3))
