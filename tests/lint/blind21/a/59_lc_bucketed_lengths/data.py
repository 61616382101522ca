import numpy as np

BUCKETS = (64, 128)


def bucket_size(n):
    for b in BUCKETS:
        if n <= b:
            return b
    raise ValueError(f"light curve too long: {n}")


def simulate(n_stars, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_stars):
        n_obs = int(rng.integers(30, 120))
        t = np.sort(rng.uniform(0.0, 30.0, n_obs)).astype(np.float32)
        period = rng.uniform(0.5, 5.0)
        flux = (1.0 + 0.3 * np.sin(2 * np.pi * t / period) + 0.02 * rng.normal(size=n_obs)).astype(np.float32)
        yield pad_to_bucket(t, flux, np.float32(period))


def pad_to_bucket(t, flux, period):
    n = t.size
    size = bucket_size(n)
    pad = size - n
    return {
        "t": np.pad(t, (0, pad)),
        "flux": np.pad(flux, (0, pad)),
        "mask": (np.arange(size) < n).astype(np.float32),
        "period": period,
    }
