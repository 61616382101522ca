import numpy as np
import jax.numpy as jnp

from detector import PCADetector


def features(rng, n, temp_range, damage=0.0):
    temp = rng.uniform(*temp_range, n)
    base = np.array([2.1, 6.3, 9.8, 14.2, 18.9, 22.5])
    f = base * (1 - 0.0015 * temp[:, None]) + rng.normal(0, 0.004, (n, 6))
    f[:, 3] *= 1 - damage
    return jnp.asarray(f.astype(np.float32))


def main():
    rng = np.random.default_rng(0)
    det = PCADetector(features(rng, 500, (-5, 30)))
    thr = float(jnp.percentile(det.score(features(rng, 200, (-5, 30))), 99))
    for week, dmg in enumerate([0, 0, 0, 0.005, 0.01, 0.02]):
        s = det.score(features(rng, 168, (0, 25), damage=dmg))
        print(f"week {week}: exceedance rate {float(jnp.mean(s > thr)):.3f}")


if __name__ == "__main__":
    main()
