import numpy as np


def epochs(n_epochs, seed=0):
    rng = np.random.default_rng(seed)
    in_view = {3, 7, 11, 19, 22, 30}
    for k in range(n_epochs):
        if k == 3:
            in_view = (in_view - {30}) | {14}
        if k == 6:
            in_view = in_view | {25}
        yield {f"G{prn:02d}": np.float32(rng.normal(0, 0.5)) for prn in sorted(in_view)}
