import jax
import jax.numpy as jnp
import numpy as np

CHAMBER_VOLUME_L = 45.0


@jax.jit
def leak_check(pressure_trace, base_pressure, temp_c, limit_mtorr_l_s):
    t = jnp.arange(pressure_trace.shape[0], dtype=jnp.float32)
    tc = t - t.mean()
    slope = jnp.sum(tc * (pressure_trace - pressure_trace.mean())) / jnp.sum(tc ** 2)  # mTorr/s
    leak = slope * CHAMBER_VOLUME_L * (293.15 / (temp_c + 273.15))
    outgas_corr = 0.02 * base_pressure
    return leak - outgas_corr, (leak - outgas_corr) < limit_mtorr_l_s


def rate_of_rise_test(chamber, rng):
    n = 120  # 2 minutes at 1 Hz after isolating the chamber
    leak = rng.uniform(0.001, 0.02)
    trace = (0.5 + leak * np.arange(n) + rng.normal(0, 0.01, n)).astype(np.float32)
    base = trace[:10].mean()
    wall_temp = np.float32(60.0) + np.float32(rng.normal(0, 0.5))
    return trace, base, wall_temp


def main():
    rng = np.random.default_rng(5)
    limit = np.float32(0.5)
    for chamber in ["CH-A", "CH-B", "CH-C", "CH-D", "CH-E", "CH-F"]:
        trace, base, wall_temp = rate_of_rise_test(chamber, rng)
        leak, ok = leak_check(trace, base, wall_temp, limit)
        print(f"{chamber}: leak {float(leak):.3f} mTorr.L/s {'PASS' if ok else 'FAIL'}")


if __name__ == "__main__":
    main()
