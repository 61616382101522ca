import jax.numpy as jnp
import numpy as np
from dynamics import climb_profile

REPORT_EVERY_S = 30.0
rng = np.random.default_rng(0)
flights = [dict(tow=rng.uniform(60000, 75000), thrust=rng.uniform(180e3, 220e3),
                climb_min=rng.uniform(15, 25)) for _ in range(5)]


def report_times(climb_min):
    n = int(climb_min * 60.0 / REPORT_EVERY_S) + 1
    return jnp.linspace(0.0, (n - 1) * REPORT_EVERY_S, n, dtype=jnp.float32)


for f in flights:
    y0 = jnp.array([1500.0, f["tow"]], dtype=jnp.float32)
    args = (jnp.float32(f["thrust"]), jnp.float32(1.1))
    ys = climb_profile(y0, args, report_times(f["climb_min"]))
    print(f"{ys.shape[0]} reports, TOC alt {float(ys[-1, 0]):8.0f} ft")
