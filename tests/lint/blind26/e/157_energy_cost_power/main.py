import numpy as np

from estimator import MetabolicPowerEstimator

est = MetabolicPowerEstimator()
rng = np.random.default_rng(85)
for player in range(5):
    speed = np.abs(rng.normal(2.5, 1.8, 3000)).astype(np.float32)
    acc = np.gradient(speed * 10).astype(np.float32)
    print("player", player, "mean metabolic power (W/kg)", round(est.handle(speed, acc), 2))
