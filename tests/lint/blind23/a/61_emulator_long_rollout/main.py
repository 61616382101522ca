import jax
import numpy as np

from driver import long_rollout
from emulator import init_weights


def main():
    weights = init_weights(jax.random.PRNGKey(0), 16)
    t = np.arange(30)
    # daily solar + volcanic aerosol forcing for a 30-day rollout
    forcing = np.stack([np.sin(2 * np.pi * t / 365), np.exp(-t / 10)], -1).astype(np.float32)
    for ic in range(3):
        x0 = np.full(16, 0.1 * ic, np.float32)
        traj = long_rollout(weights, x0, forcing)
        print(ic, traj.shape, float(traj[-1].mean()))


if __name__ == "__main__":
    main()
