import jax.numpy as jnp
import numpy as np

from estimator import EfficiencyEstimator, absorb_check


def daily_checks(n_days=10, seed=0):
    rng = np.random.default_rng(seed)
    for day in range(n_days):
        emitted = 60000.0
        eff = 0.32 - 0.002 * day
        yield day, jnp.float32(rng.binomial(int(emitted), eff)), jnp.float32(emitted)


def main():
    est = EfficiencyEstimator(alpha=jnp.float32(1.0), beta=jnp.float32(1.0), n_checks=0)
    for day, det, emi in daily_checks():
        est = absorb_check(est, det, emi)
        print(f"day {day}: efficiency {float(est.posterior_mean()):.4f} after {est.n_checks} checks")


if __name__ == "__main__":
    main()
