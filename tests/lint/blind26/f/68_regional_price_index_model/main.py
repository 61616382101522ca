import numpy as np
from trainer import IndexTrainer

N_PERIODS = 8
trainer = IndexTrainer(N_PERIODS)
rng = np.random.default_rng(3)
for region in ["central", "north", "coast"]:
    period = rng.integers(0, N_PERIODS, 160)
    onehot = np.eye(N_PERIODS, dtype=np.float32)[period]
    log_price = (12 + 0.02 * period + rng.normal(0, 0.05, 160)).astype(np.float32)
    idx = trainer.fit_region(onehot, log_price)
    print(region, np.round(np.exp(np.asarray(idx) - float(idx[0])), 3))
