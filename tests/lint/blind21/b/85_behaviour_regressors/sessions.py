import numpy as np

N_T, N_NEURONS = 400, 10


def load_session(sid):
    rng = np.random.default_rng(sid)
    stim = (rng.random(N_T) < 0.1).astype(np.float32)
    regressors = [stim]
    if sid % 2 == 0:
        regressors.append(np.abs(np.cumsum(rng.normal(size=N_T))).astype(np.float32) / 10)
    if sid % 3 == 0:
        regressors.append(rng.normal(size=N_T).astype(np.float32))
    drive = sum(regressors)
    counts = rng.poisson(np.exp(0.5 * drive[:, None] + rng.normal(scale=0.1, size=(1, N_NEURONS))))
    return counts.astype(np.float32), regressors
