import numpy as np

MAX_SEASON_DAYS = 160


def simulate_field(rng, n_days):
    temp = 15.0 + 10.0 * np.sin(np.linspace(0, np.pi, n_days)) + rng.normal(0, 1, n_days)
    rain = rng.gamma(0.8, 4.0, n_days)
    radiation = 18.0 + rng.normal(0, 2, n_days)
    weather = np.stack([temp, rain, radiation], axis=-1).astype(np.float32)
    yield_t = np.float32(2.0 + 0.01 * temp.sum() / n_days * 10 + 0.002 * rain.sum())
    return weather, yield_t


def pad_season(weather):
    out = np.zeros((MAX_SEASON_DAYS, weather.shape[1]), np.float32)
    mask = np.zeros(MAX_SEASON_DAYS, np.float32)
    out[: len(weather)] = weather
    mask[: len(weather)] = 1.0
    return out, mask


def season_batches(seed, fields_per_batch=8):
    rng = np.random.default_rng(seed)
    # growing seasons differ by site: early sowing, late sowing, double crop
    for n_days in (120, 135, 120, 150, 98):
        xs, ys = zip(*(simulate_field(rng, n_days) for _ in range(fields_per_batch)))
        padded, masks = zip(*(pad_season(x) for x in xs))
        yield np.stack(padded), np.stack(masks), np.array(ys)
