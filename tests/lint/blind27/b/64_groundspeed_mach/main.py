import jax
import jax.numpy as jnp
import numpy as np

# ISA deviation (C) and wind component (kt) arrive from two feeds:
# the forecast grid gives NumPy scalars, the live ACARS feed gives device scalars
rng = np.random.default_rng(64)


@jax.jit
def ground_speed_and_mach(tas_kt, wind_kt, isa_dev):
    t_static = 216.65 + isa_dev
    a = 38.967854 * jnp.sqrt(t_static)
    return tas_kt + wind_kt, tas_kt / a


for seg in range(6):
    tas = jnp.asarray(rng.uniform(440, 480, 10), dtype=jnp.float32)
    if seg % 2 == 0:
        wind, isa = np.float32(rng.normal(0, 40)), np.float32(rng.normal(0, 5))
    else:
        wind, isa = jnp.float32(rng.normal(0, 40)), jnp.float32(rng.normal(0, 5))
    gs, mach = ground_speed_and_mach(tas, wind, isa)
    print(seg, type(wind).__name__, f"GS {float(gs.mean()):.0f} M{float(mach.mean()):.3f}")
