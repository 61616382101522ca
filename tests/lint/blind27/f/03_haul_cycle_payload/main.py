import jax
import jax.numpy as jnp
import numpy as np

from fleet import TRUCK_CLASSES, payload_for


@jax.jit
def haul_cycle_time(grades_pct, segment_len_m, rolling_res, payload_t):
    mass = 200.0 + payload_t
    v_loaded = 38.0 / (1.0 + 0.004 * mass * (grades_pct + rolling_res))
    v_empty = 55.0 / (1.0 + 0.002 * 200.0 * (jnp.abs(grades_pct) + rolling_res))
    t = jnp.sum(segment_len_m / (v_loaded / 3.6)) + jnp.sum(segment_len_m / (v_empty / 3.6))
    return t / 60.0


def main():
    rng = np.random.default_rng(7)
    segs = rng.uniform(80, 400, size=12).astype(np.float32)
    ramp = rng.uniform(0.0, 10.0, size=12).astype(np.float32)
    rr = np.full(12, 2.5, np.float32)
    schedule = [("CAT793", None), ("CAT797", None), ("KOM930", None), ("CAT793", 0.95), ("CAT797", 1.05)]
    for shift in range(3):
        for truck, fill in schedule:
            minutes = haul_cycle_time(ramp, segs, rr, payload_for(truck, fill))
            print(shift, truck, f"{float(minutes):.1f} min")


if __name__ == "__main__":
    main()
