import jax.numpy as jnp
import numpy as np
from dynamics import simulate_climb

rng = np.random.default_rng(0)
flights = [dict(tow=rng.uniform(60000, 75000), thrust=rng.uniform(180e3, 220e3),
                climb_min=rng.uniform(15, 25)) for _ in range(5)]

for f in flights:
    y0 = jnp.array([1500.0, f["tow"]], dtype=jnp.float32)
    args = (jnp.float32(f["thrust"]), jnp.float32(1.1))
    t1 = jnp.float32(f["climb_min"] * 60.0)
    alt, mass = simulate_climb(y0, args, t1)
    print(f"TOC alt {float(alt):8.0f} ft, fuel used {float(f['tow'] - mass):6.0f} kg")
