TRAIN = {"noise_std": 0.05, "drift": 0.01, "batch": 16}
EVAL = {"noise_std": 0, "drift": 0.0, "batch": 16}
