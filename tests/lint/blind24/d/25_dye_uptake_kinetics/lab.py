import numpy as np

# lab dyeing runs: minutes at which bath samples were drawn for spectrophotometry
RUNS = {
    "reactive_red_60C": [5, 10, 20, 30, 45, 60],
    "reactive_red_80C": [5, 10, 15, 20, 30, 45, 60, 90],
    "disperse_blue_130C": [10, 20, 40, 60],
    "acid_yellow_95C": [5, 10, 20, 30, 45, 60],
}


def runs():
    rng = np.random.default_rng(0)
    for name, times in RUNS.items():
        t = np.asarray(times, np.float32)
        measured = (30 * t / (t + 12) + rng.normal(0, 0.5, len(t))).astype(np.float32)
        yield name, t, measured
