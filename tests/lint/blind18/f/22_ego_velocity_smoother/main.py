import jax.numpy as jnp
import numpy as np

from history import PoseHistory
from smoothing import smoothed_velocity

DT = jnp.float32(0.05)


def main():
    rng = np.random.default_rng(2)
    hist = PoseHistory()
    pose = np.zeros(3, np.float32)
    for frame in range(8):
        pose = pose + np.array([0.5, 0.1, 0.01], np.float32) + rng.normal(scale=0.02, size=3).astype(np.float32)
        hist.push(jnp.asarray(pose))
        v = smoothed_velocity(hist.window(), DT)
        print(f"frame {frame} v={np.asarray(v).round(2)}")


if __name__ == "__main__":
    main()
