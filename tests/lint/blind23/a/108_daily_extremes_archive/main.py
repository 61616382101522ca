import jax
import jax.numpy as jnp
import numpy as np


def open_member_file(i, rng):
    return {"t2m": rng.normal(285, 5, (24, 32, 32)).astype(np.float32),
            "scale_factor": 1.0, "add_offset": 0.0, "member": i}


def process_archive(n_files=6, seed=0):
    rng = np.random.default_rng(seed)
    daily = []
    for i in range(n_files):
        ds = open_member_file(i, rng)

        @jax.jit
        def daily_extremes(t, scale, offset):
            t = t * scale + offset
            return t.max(axis=0), t.min(axis=0)

        tmax, tmin = daily_extremes(ds["t2m"], ds["scale_factor"], ds["add_offset"])
        daily.append(float((tmax - tmin).mean()))
    return daily


if __name__ == "__main__":
    print(np.round(process_archive(), 3))
