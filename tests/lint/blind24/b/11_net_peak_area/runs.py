import numpy as np

N_CH = 512


def load_runs(seed=5):
    rng = np.random.default_rng(seed)
    ch = np.arange(N_CH)
    bkg = rng.poisson(20 * np.exp(-ch / 300.0), size=(N_CH,)).astype(np.float32)
    runs = []
    for i in range(6):
        peak = 400 * (1 + 0.1 * i) * np.exp(-0.5 * ((ch - 330) / 4.0) ** 2)
        counts = rng.poisson(20 * np.exp(-ch / 300.0) + peak).astype(np.float32)
        run = {"counts": counts, "roi": np.array([318, 342]), "live_time": np.float32(600.0)}
        # a background count was only taken on some shifts
        if i % 2 == 0:
            run["background"] = bkg
            run["bkg_live_time"] = np.float32(600.0)
        runs.append(run)
    return runs
