import numpy as np
import jax
import jax.numpy as jnp


def load_meter_days(n_days=30, seed=4):
    # submeter logs drop samples during network outages, so days differ in length
    rng = np.random.default_rng(seed)
    days = []
    for _ in range(n_days):
        n = 96 - int(rng.integers(0, 12))
        days.append((50 + 20 * rng.random(n)).astype(np.float32))
    return days


def collate(days):
    width = max(len(d) for d in days)
    x = np.zeros((len(days), width), np.float32)
    m = np.zeros((len(days), width), np.float32)
    for i, d in enumerate(days):
        x[i, :len(d)] = d
        m[i, :len(d)] = 1
    return x, m


@jax.jit
def baseline_residuals(x, m, baseline):
    n = m.sum(axis=1)
    daily_kwh = (x * m).sum(axis=1) * 0.25
    expected = baseline * n * 0.25
    return (daily_kwh - expected) / expected


days = load_meter_days()
baseline = jnp.float32(60.0)
for week in range(0, len(days), 7):
    x, m = collate(days[week:week + 7])
    r = baseline_residuals(x, m, baseline)
    print(week // 7, np.round(np.asarray(r), 3))
