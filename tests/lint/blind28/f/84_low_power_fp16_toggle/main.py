import jax.numpy as jnp
import numpy as np

from detector import wake_gesture_score
from device import Smartwatch


def main():
    watch = Smartwatch()
    template = jnp.asarray(np.random.default_rng(1).normal(size=(64, 6)), jnp.float32)
    for t in range(8):
        window = watch.read_window()
        s = float(wake_gesture_score(window, template))
        print(t, window.dtype, round(watch.battery, 2), round(s, 3))


if __name__ == "__main__":
    main()
