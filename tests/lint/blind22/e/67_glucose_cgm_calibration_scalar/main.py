import jax
import jax.numpy as jnp
import numpy as np

from calibration import fit_sensitivity


@jax.jit
def glucose_trace(raw_current, sensitivity):
    g = raw_current * sensitivity
    smoothed = jnp.convolve(g, jnp.ones(3) / 3.0, mode="same")
    roc = jnp.diff(smoothed) / 5.0  # mg/dL per minute at 5-min sampling
    return smoothed, jnp.min(roc), jnp.max(roc)


def day(seed):
    rng = np.random.default_rng(seed)
    raw = (20 + 5 * np.sin(np.linspace(0, 6, 288)) + rng.standard_normal(288)).astype(np.float32)
    n_cal = 1 if seed % 2 == 0 else 3
    idx = rng.integers(0, 288, n_cal)
    ref = raw[idx] * 5.5 + rng.normal(0, 3, n_cal)
    return raw, raw[idx], ref


def main():
    for d in range(4):
        raw, cal_raw, cal_ref = day(d)
        s = fit_sensitivity(cal_raw, cal_ref)
        trace, lo, hi = glucose_trace(raw, s)
        print(d, round(float(jnp.mean(trace)), 1), round(float(lo), 2), round(float(hi), 2))


if __name__ == "__main__":
    main()
