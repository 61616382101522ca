import jax.numpy as jnp
import numpy as np

from blend import blended_forecast


def model_forecasts(rng, days=14):
    truth = 150 + 20 * np.sin(np.arange(days) / 7 * 2 * np.pi)
    return truth, tuple(jnp.asarray(truth + rng.normal(b, s, days), jnp.float32)
                        for b, s in [(5, 8), (-3, 5), (0, 12)])


def main():
    rng = np.random.default_rng(0)
    weights = (1.0, 1.0, 1.0)
    for week in range(6):
        truth, fcs = model_forecasts(rng)
        blend = blended_forecast(fcs, weights)
        errs = [float(np.mean(np.abs(np.asarray(f) - truth))) for f in fcs]
        weights = tuple(1.0 / e for e in errs)
        print(week, "blend MAE", round(float(np.mean(np.abs(np.asarray(blend) - truth))), 2),
              "weights", tuple(round(w, 3) for w in weights))


if __name__ == "__main__":
    main()
