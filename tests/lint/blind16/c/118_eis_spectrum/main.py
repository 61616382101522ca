import jax.numpy as jnp
import numpy as np

from analysis import bode, dc_resistance


def main():
    params = jnp.array([10.0, 50.0, 2e-5, 30.0])
    print("DC resistance", round(dc_resistance(params), 2))
    for f, (mag, ph) in zip(np.logspace(0, 4, 5), bode(params, np.logspace(0, 4, 5))):
        print(f"f={f:8.1f} |Z|={mag:7.2f} phase={ph:6.2f}")


if __name__ == "__main__":
    main()
