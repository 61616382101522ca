import jax.numpy as jnp
import numpy as np

from assim import analysis_update, forecast


def make_observations(n_total=40, noise=0.5, seed=3):
    rng = np.random.default_rng(seed)
    truth = forecast(jnp.array([1.0, 1.0, 20.0]), n_total)
    return np.asarray(truth) + noise * rng.standard_normal(n_total)


def assimilate(n_cycles=4, obs_per_cycle=5):
    obs_stream = make_observations()
    x_a = jnp.array([1.5, 0.5, 21.0])
    background = x_a
    for cycle in range(1, n_cycles + 1):
        seen = jnp.asarray(obs_stream[: cycle * obs_per_cycle], dtype=jnp.float32)
        x_a = analysis_update(x_a, seen, background)
        print(f"cycle {cycle}: {seen.shape[0]:2d} obs  x0 estimate {np.round(np.asarray(x_a), 3)}")
    return x_a


if __name__ == "__main__":
    assimilate()
