from datetime import datetime, timedelta, timezone

import numpy as np
import jax
import jax.numpy as jnp


def hourly_meter(start, n_days, seed=0):
    # interval data are stored in UTC, one row per hour, so every day block is 24 rows
    rng = np.random.default_rng(seed)
    stamps = [start + timedelta(hours=h) for h in range(24 * n_days)]
    kw = (80 + 40 * rng.random(len(stamps))).astype(np.float32)
    return stamps, kw


@jax.jit
def demand_stats(kw):
    peak = kw.max()
    return jnp.stack([peak, kw.mean() / peak, jnp.abs(jnp.diff(kw)).max()])


stamps, kw = hourly_meter(datetime(2024, 3, 8, tzinfo=timezone.utc), 250)
days = kw.reshape(-1, 24)
peaks = []
for d in range(days.shape[0]):
    peaks.append(float(demand_stats(days[d])[0]))
print(f"{len(peaks)} days, max peak {max(peaks):.1f} kW, first day {stamps[0]:%Y-%m-%d}")
