import jax.numpy as jnp
import numpy as np

from smoothing import holt_update, init_state


def daily_room_nights(days=60, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(days)
    return (140 + 0.8 * t + 12 * np.sin(2 * np.pi * t / 7) + rng.normal(0, 6, days)).astype(np.float32)


def main():
    series = daily_room_nights()
    alpha = jnp.float32(0.3)
    beta = jnp.float32(0.1)
    state = init_state(150.0)
    errors = []
    for obs in series:
        state, forecast = holt_update(state, obs, alpha, beta)
        errors.append(abs(float(forecast) - float(obs)))
    print("MAE", round(float(np.mean(errors[7:])), 2), "level", float(state[0]))


if __name__ == "__main__":
    main()
