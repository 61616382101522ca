import numpy as np

from predictor import PGAPredictor

rng = np.random.default_rng(45)
model = PGAPredictor((1.2, 0.8, 0.3, 1.1))
for alert in range(6):
    pd = rng.uniform(0.01, 1.0, 10).astype(np.float32)
    tau_c = rng.uniform(0.5, 3.0, 10).astype(np.float32)
    epi = rng.uniform(5, 80, 10).astype(np.float32)
    log_pga = model.predict(pd, tau_c, epi)
    print(alert, round(float(log_pga.max()), 3))
