import jax.numpy as jnp
import numpy as np

from lm import LevenbergMarquardt, damped_oscillator


def synthetic_recording(rng, t):
    theta = np.array([rng.uniform(0.5, 2), rng.uniform(0.1, 0.5), rng.uniform(2, 4), rng.uniform(-1, 1)])
    y = np.asarray(damped_oscillator(jnp.asarray(theta, jnp.float32), t))
    return (y + 0.02 * rng.normal(size=t.shape)).astype(np.float32), theta


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    t = jnp.linspace(0, 6, 80)
    theta0 = jnp.array([1.0, 0.3, 3.0, 0.0])
    for run in range(4):
        y, truth = synthetic_recording(rng, t)
        solver = LevenbergMarquardt(damped_oscillator, t, y)
        theta, cost = solver.fit(theta0)
        print(run, cost, np.round(np.asarray(theta), 2), np.round(truth, 2))
