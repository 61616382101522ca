import jax.numpy as jnp
import numpy as np

from ar import next_day_demand


def main():
    rng = np.random.default_rng(0)
    t = np.arange(56)
    history = jnp.asarray(200 + 30 * np.sin(2 * np.pi * t / 7) + rng.normal(0, 5, 56), jnp.float32)
    coefs = jnp.array([10.0, 0.2, 0.5, 0.25])
    for h in range(14):
        pred = next_day_demand(history, coefs)
        history = jnp.concatenate([history, pred[None]])
    print("14-day recursive forecast", np.round(np.asarray(history[-14:]), 1))


if __name__ == "__main__":
    main()
