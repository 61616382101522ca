import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def colostrum_quality(brix, volume_l, igg_cut=22.0):
    # Brix refractometer % -> estimated IgG g/L (linear calibration)
    igg = 11.5 * brix - 172.0
    good = igg >= igg_cut * 2.3
    total_igg = jnp.where(good, igg * volume_l, 0.0)
    return good, total_igg


def morning_check(rng):
    brix = rng.normal(24, 3, size=20).astype(np.float32)
    vol = rng.uniform(2, 8, size=20).astype(np.float32)
    return colostrum_quality(brix, vol)


def evening_check(rng):
    brix = rng.normal(23, 3, size=20).astype(np.float32)
    vol = rng.uniform(2, 8, size=20).astype(np.float32)
    return colostrum_quality(brix, vol, 22.0)


rng = np.random.default_rng(91)
for day in range(3):
    good_am, igg_am = morning_check(rng)
    good_pm, igg_pm = evening_check(rng)
    print(f"day {day}: good batches am {int(good_am.sum())}, pm {int(good_pm.sum())}")
