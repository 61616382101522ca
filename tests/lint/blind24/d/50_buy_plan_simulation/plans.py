import numpy as np


def buy_plans(mean_demand):
    for factor in (0.8, 0.9, 1.0, 1.1, 1.2, 1.3):
        yield factor, (mean_demand * factor).astype(np.float32)
