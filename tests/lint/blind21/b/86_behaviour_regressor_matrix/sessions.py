import numpy as np

N_T, N_NEURONS = 400, 10
REGRESSORS = ("stimulus", "running", "pupil")


def load_session(sid):
    rng = np.random.default_rng(sid)
    X = np.zeros((N_T, len(REGRESSORS)), dtype=np.float32)
    available = np.zeros(len(REGRESSORS), dtype=np.float32)
    X[:, 0] = (rng.random(N_T) < 0.1)
    available[0] = 1.0
    if sid % 2 == 0:
        X[:, 1] = np.abs(np.cumsum(rng.normal(size=N_T))) / 10
        available[1] = 1.0
    if sid % 3 == 0:
        X[:, 2] = rng.normal(size=N_T)
        available[2] = 1.0
    drive = X.sum(1)
    counts = rng.poisson(np.exp(0.5 * drive[:, None] + rng.normal(scale=0.1, size=(1, N_NEURONS))))
    return counts.astype(np.float32), X, available
