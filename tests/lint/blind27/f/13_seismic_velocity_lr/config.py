import numpy as np

SCHEDULE = {
    "warmup": {"iters": 5, "lr": 2e-4},
    "main": {"iters": 20, "lr": np.float32(1e-4)},
    "polish": {"iters": 5, "lr": 5e-5},
}
