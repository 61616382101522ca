import jax.numpy as jnp
import numpy as np

from landmarks import LandmarkMap, localize


def main():
    rng = np.random.default_rng(2)
    true_lm = rng.uniform(-10, 10, (12, 2)).astype(np.float32)
    lmap = LandmarkMap([jnp.asarray(true_lm[0]), jnp.asarray(true_lm[1])])
    pose = jnp.zeros(3)
    for frame in range(6):
        obs = (true_lm[:4] + rng.normal(0, 0.05, (4, 2))).astype(np.float32)
        pose = localize(lmap, pose, obs)
        lmap = lmap.add(true_lm[2 + frame])
        print(f"frame {frame} landmarks {len(lmap.positions)} pose {np.asarray(pose).round(3)}")


if __name__ == "__main__":
    main()
