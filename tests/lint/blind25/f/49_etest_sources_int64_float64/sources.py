import numpy as np

PARAMS = ["vth_n", "vth_p", "idsat_n", "idsat_p", "ioff_n", "rc_m1", "rs_poly", "cap_mim"]


def from_tester_csv(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, len(PARAMS)))            # float64, as parsed from text
    y = (x[:, 0] - x[:, 2] > 0.5).astype(np.int64)   # bin code column parsed as int64
    return x, y


def from_fab_database(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, len(PARAMS))).astype(np.float32)
    y = (x[:, 0] - x[:, 2] > 0.5).astype(np.int32)
    return x, y


def weekly_batches(weeks=6, n=64):
    for w in range(weeks):
        src = from_tester_csv if w % 2 == 0 else from_fab_database
        yield w, src.__name__, *src(n, w)
