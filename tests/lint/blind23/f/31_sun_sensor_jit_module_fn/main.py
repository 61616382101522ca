import numpy as np
import jax.numpy as jnp

from sensing import NORMALS, estimate


def main():
    rng = np.random.default_rng(9)
    for k in range(8):
        s = rng.normal(size=3)
        s /= np.linalg.norm(s)
        i = np.clip(np.asarray(NORMALS) @ s, 0, None) + rng.normal(0, 0.01, 6)
        est = estimate(jnp.asarray(i, jnp.float32))
        print(k, round(float(np.dot(np.asarray(est), s)), 5))


if __name__ == "__main__":
    main()
