import jax.numpy as jnp
import numpy as np

from tlearner import fit_arm, uplift


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(200, 6)).astype(np.float32)
    t = rng.integers(0, 2, 200).astype(np.float32)
    y = (x[:, 0] + t * (0.5 + x[:, 1]) + rng.normal(0, 0.5, 200)).astype(np.float32)
    for l2 in [0.0, 0.01, 0.1]:
        xs, ys = jnp.asarray(x), jnp.asarray(y)
        w1 = fit_arm(xs, ys, jnp.asarray(t), l2)
        w0 = fit_arm(xs, ys, jnp.asarray(1.0 - t), l2)
        print(l2, float(uplift(w1, w0, jnp.asarray(x)).mean()))


if __name__ == "__main__":
    main()
