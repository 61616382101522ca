import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def accumulate_exposure(cum_auc, times, conc):
    return cum_auc + jnp.trapezoid(conc, times)


class ExposureTracker:
    def __init__(self, target_auc):
        self.target = target_auc
        self.cum_auc = jnp.zeros((), jnp.float32)

    def add_dose_interval(self, times, conc):
        self.cum_auc = accumulate_exposure(self.cum_auc, times, conc)
        return self.cum_auc

    def remaining(self):
        return float(self.target - self.cum_auc)


def sampled_interval(dose_mg, rng):
    t = np.array([0.0, 0.5, 1.0, 2.0, 4.0, 6.0], np.float32)
    conc = dose_mg / 40.0 * np.exp(-0.25 * t) * rng.lognormal(0, 0.08, t.size)
    return jnp.asarray(t), jnp.asarray(conc, jnp.float32)


def main():
    rng = np.random.default_rng(0)
    tracker = ExposureTracker(target_auc=90.0)
    dose = 64.0
    for interval in range(8):
        t, c = sampled_interval(dose, rng)
        cum = tracker.add_dose_interval(t, c)
        left = tracker.remaining()
        dose = float(np.clip(dose * (left / (8 - interval)) / max(float(jnp.trapezoid(c, t)), 1e-3), 32.0, 96.0)) if interval < 7 else dose
        print(f"interval {interval + 1}: cumulative AUC {float(cum):.1f}, next dose {dose:.0f} mg")


if __name__ == "__main__":
    main()
