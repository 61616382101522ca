import numpy as np
import jax.numpy as jnp

from analysis import CERModel, window_cer
from windows import tumbling_windows


def main():
    rng = np.random.default_rng(0)
    minutes = 300
    co2 = (0.04 + 0.02 * np.tanh((np.arange(minutes) - 150) / 40) + 0.001 * rng.normal(size=minutes)).astype(np.float32)
    model = CERModel(baseline=jnp.array(0.04), gain=jnp.array(25.0))
    for start, win in tumbling_windows(co2, 60 + 8):
        mean, slope = window_cer(model, win)
        print(f"t={start:3d} min: CER {float(mean):+.3f} trend {float(slope):+.4f}")


if __name__ == "__main__":
    main()
