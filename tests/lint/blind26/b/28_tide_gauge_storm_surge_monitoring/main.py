import numpy as np
import jax.numpy as jnp

from filter import surge_update
from stream import N_GAUGES, hourly_stream


def main():
    state = jnp.zeros(N_GAUGES)
    gain = 0.3
    recent = []
    for h, obs, astro in hourly_stream(48):
        state, innov = surge_update(state, obs, astro, gain)
        recent.append(np.abs(np.asarray(innov)).mean())
        if len(recent) == 6:
            # adapt smoothing to how noisy the last six hours were
            gain = np.clip(0.3 * np.mean(recent) / 0.05, 0.1, 0.8)
            recent = []
        if h % 12 == 11:
            print(f"hour {h + 1}: mean surge {float(state.mean()):+.3f} m, gain {float(gain):.2f}")


if __name__ == "__main__":
    main()
