import jax.numpy as jnp
import numpy as np


from smoother import ewma_update


def cask_readings(n=48, seed=0):
    # hourly neutron dose rate on a dry storage cask surface, uSv/h
    rng = np.random.default_rng(seed)
    return (35.0 + 2.0 * np.sin(np.arange(n) / 8.0) + rng.normal(0, 0.8, n)).astype(np.float32)


def main():
    level = jnp.array(35.0)
    variance = jnp.array(1.0)
    for hour, r in enumerate(cask_readings()):
        level, variance = ewma_update(level, variance, r, 0.1)
        if hour % 12 == 11:
            print(f"hour {hour}: {float(level):.2f} +/- {float(jnp.sqrt(variance)):.2f} uSv/h")


if __name__ == "__main__":
    main()
