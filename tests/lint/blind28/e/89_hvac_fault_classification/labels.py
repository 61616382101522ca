import numpy as np


def load_labelled_week(week, rng):
    x = rng.normal(size=(128, 6)).astype(np.float32)
    y = (x[:, 0] + 0.5 * x[:, 3] > 0).astype(np.int64) + (x[:, 1] > 1.0)
    if week % 2 == 0:
        # weeks exported from the FDD tool arrive with int64 labels; newer exports use int32
        return x, y.astype(np.int64)
    return x, y.astype(np.int32)
