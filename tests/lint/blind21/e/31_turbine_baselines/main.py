import jax
import jax.numpy as jnp
import numpy as np

SENSORS = ["bearing_temp", "rotor_rpm", "vibration_x"]
WINDOW = 60


def spectral_deviation(window, baseline_spectrum):
    spec = jnp.abs(jnp.fft.rfft(window - window.mean()))
    spec = spec / (spec.sum() + 1e-6)
    return jnp.sum(jnp.abs(spec - baseline_spectrum))


def fit_baselines(rng):
    out = {}
    for name in SENSORS:
        w = rng.normal(size=WINDOW)
        spec = np.abs(np.fft.rfft(w - w.mean()))
        out[name] = jnp.asarray(spec / spec.sum(), jnp.float32)
    return out


def main():
    rng = np.random.default_rng(2)
    baselines = fit_baselines(rng)
    for tick in range(3):
        report = {}
        for name, baseline in baselines.items():
            check = jax.jit(lambda w: spectral_deviation(w, baseline))
            window = jnp.asarray(rng.normal(size=WINDOW), jnp.float32)
            report[name] = round(float(check(window)), 3)
        print(tick, report)


if __name__ == "__main__":
    main()
