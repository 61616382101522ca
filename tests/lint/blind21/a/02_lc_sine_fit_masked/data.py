import numpy as np

MAX_OBS = 96


def simulate_light_curves(n_stars, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n_stars):
        n_obs = int(rng.integers(40, 90))
        t = np.sort(rng.uniform(0.0, 30.0, n_obs)).astype(np.float32)
        period = rng.uniform(0.5, 5.0)
        amp = rng.uniform(0.1, 0.5)
        flux = 1.0 + amp * np.sin(2 * np.pi * t / period) + 0.02 * rng.normal(size=n_obs)
        err = np.full(n_obs, 0.02, dtype=np.float32)
        yield pad_light_curve(t, flux.astype(np.float32), err, np.float32(period))


def pad_light_curve(t, flux, err, period, size=MAX_OBS):
    n = t.size
    pad = size - n
    mask = np.concatenate([np.ones(n, np.float32), np.zeros(pad, np.float32)])
    return {
        "t": np.pad(t, (0, pad)),
        "flux": np.pad(flux, (0, pad)),
        "err": np.pad(err, (0, pad), constant_values=1.0),
        "mask": mask,
        "period": period,
        "n_obs": n,
    }
