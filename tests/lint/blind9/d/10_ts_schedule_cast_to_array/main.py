import jax.numpy as jnp
import numpy as np

from schedules import WarmupCosine
from smoothing import fit_step

STEPS = 8


def demand_series(n=120, seed=4):
    rng = np.random.default_rng(seed)
    return (10 + 0.05 * np.arange(n) + rng.standard_normal(n)).astype(np.float32)


def main():
    series = jnp.asarray(demand_series())
    schedule = WarmupCosine(peak=0.5, warmup_steps=3, total_steps=STEPS)
    params = jnp.zeros(2)
    for step in range(STEPS):
        params, loss = fit_step(params, series, schedule(step))
        print(f"step {step} lr {float(schedule(step)):.3f} mse {float(loss):.4f}")
    print("alpha, beta:", np.round(1 / (1 + np.exp(-np.asarray(params))), 3))


if __name__ == "__main__":
    main()
