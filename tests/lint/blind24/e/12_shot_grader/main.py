import numpy as np
import jax.numpy as jnp

from grader import ShotGrader


def cdl(lift, gamma, gain):
    return {k: jnp.asarray(v, jnp.float32) for k, v in
            (("lift", lift), ("gamma", gamma), ("gain", gain))}


def main():
    rng = np.random.default_rng(0)
    grader = ShotGrader()
    edl = {
        "sc01": cdl([0.02, 0.0, 0.0], [1.0, 1.0, 1.1], [1.1, 1.0, 0.95]),
        "sc02": cdl([0.0, 0.01, 0.03], [0.9, 1.0, 1.0], [1.0, 1.0, 1.0]),
        "sc03": cdl([0.0, 0.0, 0.0], [1.2, 1.1, 1.0], [0.9, 1.0, 1.05]),
        "sc04": cdl([0.01, 0.01, 0.01], [1.0, 1.0, 1.0], [1.2, 1.2, 1.2]),
    }
    for name, params in edl.items():
        frames = rng.uniform(0, 1, (3, 18, 32, 3)).astype(np.float32)
        out = grader.grade_shot(frames, params)
        print(name, float(np.mean([o.mean() for o in out])))


if __name__ == "__main__":
    main()
