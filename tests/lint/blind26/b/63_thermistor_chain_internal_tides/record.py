import numpy as np

SAMPLES_PER_DAY = 144


def thermistor_chain(n_days, n_sensors=8, seed=0):
    """10-minute temperature from a thermistor chain; dropouts are stored as NaN on the regular grid."""
    rng = np.random.default_rng(seed)
    t = np.arange(n_days * SAMPLES_PER_DAY) / SAMPLES_PER_DAY
    z = np.linspace(5, 75, n_sensors)
    temp = 10 + 6 * np.exp(-z / 30)[None] + 0.8 * np.sin(2 * np.pi * t / 0.5175)[:, None] * np.exp(-((z - 35) / 15) ** 2)[None]
    temp = temp + rng.normal(0, 0.05, temp.shape)
    for d in range(1, n_days, 3):
        s = d * SAMPLES_PER_DAY + int(rng.integers(0, 100))
        temp[s:s + int(rng.integers(5, 40)), int(rng.integers(0, n_sensors))] = np.nan
    return t.astype(np.float32), temp.astype(np.float32)


def day_block(t, temp, d):
    sl = slice(d * SAMPLES_PER_DAY, (d + 1) * SAMPLES_PER_DAY)
    return t[sl], temp[sl]
