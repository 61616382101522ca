import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def update_level(level, gauge, gain):
    innovation = gauge - level
    return level + gain * innovation


def harbour_gauge(n, seed=3):
    rng = np.random.default_rng(seed)
    t = np.arange(n) * 0.25
    return (1.8 * np.sin(2 * np.pi * t / 12.42) + rng.normal(0, 0.1, n)).astype(np.float32)


def track_tide(readings, gain=0.3):
    level = 0.0
    history = []
    for r in readings:
        level = update_level(level, r, gain)
        history.append(level)
    return jnp.stack(history)


if __name__ == "__main__":
    obs = harbour_gauge(48)
    est = track_tide(obs)
    print("max est", float(est.max()), "rmse", float(jnp.sqrt(jnp.mean((est - obs) ** 2))))
