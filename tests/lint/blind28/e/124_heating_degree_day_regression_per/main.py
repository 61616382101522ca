import numpy as np
import jax
import jax.numpy as jnp

from records import MeterRecord


@jax.jit
def heating_slope(rec):
    x = jnp.clip(15.0 - rec.oat, 0.0, None)
    xc = x - x.mean()
    return jnp.sum(xc * (rec.kwh - rec.kwh.mean())) / jnp.sum(xc ** 2)


rng = np.random.default_rng(3)
records = {}
for bid in ["HS-01", "HS-02", "ES-07", "ES-09", "ADM"]:
    oat = rng.uniform(-5, 20, 180).astype(np.float32)
    kwh = (300 + 25 * np.clip(15 - oat, 0, None) + rng.normal(0, 20, 180)).astype(np.float32)
    records[bid] = MeterRecord(kwh=kwh, oat=oat)
for bid, rec in records.items():
    print(bid, rec.source, round(float(heating_slope(rec)), 2))
