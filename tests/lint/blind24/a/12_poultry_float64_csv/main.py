import numpy as np
import jax
import jax.numpy as jnp

# broiler house sensor logs: some barns export float64, others float32
rng = np.random.default_rng(4)
barns = []
for b in range(6):
    temp = rng.normal(24, 1.5, 144)
    nh3 = rng.gamma(2.0, 6.0, 144)
    if b % 2 == 0:
        temp, nh3 = temp.astype(np.float32), nh3.astype(np.float32)
    barns.append((f"house_{b}", temp, nh3))


@jax.jit
def heat_ammonia_stress(temp_c, nh3_ppm):
    thi = jnp.clip(temp_c - 26.0, 0.0) * 1.5
    nh3_excess = jnp.clip(nh3_ppm - 20.0, 0.0) / 5.0
    return jnp.mean(thi + nh3_excess), jnp.max(nh3_ppm)


for name, temp, nh3 in barns:
    stress, peak = heat_ammonia_stress(temp, nh3)
    print(f"{name} dtype={temp.dtype} stress={float(stress):.3f} peak NH3={float(peak):.1f}")
