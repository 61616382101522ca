import numpy as np
import jax
import jax.numpy as jnp


def read_fix_times(vendor, n=96, seed=0):
    rng = np.random.default_rng(seed)
    base = 1_700_000_000 + np.cumsum(rng.integers(1700, 1900, n))
    t = base - base[0] if vendor == "lotek" else (base - base[0]) + rng.random(n)
    return np.asarray(t, dtype=np.float32)


@jax.jit
def interval_summary(t):
    dt = jnp.diff(t)
    return dt.mean() / 60.0, (dt > 2 * jnp.median(dt)).sum()


for i, vendor in enumerate(["lotek", "vectronic", "lotek", "vectronic"]):
    mean_min, gaps = interval_summary(read_fix_times(vendor, seed=i))
    print(vendor, round(float(mean_min), 2), int(gaps))
