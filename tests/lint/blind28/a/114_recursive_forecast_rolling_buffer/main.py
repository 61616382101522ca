import jax.numpy as jnp
import numpy as np

from ar import BUFFER, roll_forward


def main():
    rng = np.random.default_rng(0)
    t = np.arange(56)
    history = 200 + 30 * np.sin(2 * np.pi * t / 7) + rng.normal(0, 5, 56)
    buffer = jnp.asarray(history[-BUFFER:], jnp.float32)
    coefs = jnp.array([10.0, 0.2, 0.5, 0.25])
    forecast = []
    for h in range(14):
        buffer, pred = roll_forward(buffer, coefs)
        forecast.append(float(pred))
    print("14-day recursive forecast", np.round(forecast, 1))


if __name__ == "__main__":
    main()
