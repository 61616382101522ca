import jax.numpy as jnp
import numpy as np

from detector import raise_to_wake_score
from device import Smartwatch, WindowReader


def main():
    watch = Smartwatch()
    template = jnp.asarray(np.random.default_rng(1).normal(size=(64, 6)), jnp.float32)
    reader = iter(WindowReader(watch))
    for t in range(8):
        window = next(reader)
        s = float(raise_to_wake_score(window, template))
        print(t, watch.low_power, round(watch.battery, 2), round(s, 3))


if __name__ == "__main__":
    main()
