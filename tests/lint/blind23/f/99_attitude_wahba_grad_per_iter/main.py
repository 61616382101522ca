import numpy as np
import jax.numpy as jnp

from wahba import rotation, solve_attitude


def main():
    rng = np.random.default_rng(0)
    p_true = jnp.array([0.1, -0.05, 0.2])
    ref = rng.normal(size=(5, 3))
    ref /= np.linalg.norm(ref, axis=1, keepdims=True)
    ref = jnp.asarray(ref, jnp.float32)
    body = ref @ rotation(p_true).T + jnp.asarray(rng.normal(0, 1e-3, (5, 3)), jnp.float32)
    w = jnp.array([1.0, 1.0, 0.5, 0.5, 0.2])
    p = solve_attitude(body, ref, w)
    print([round(float(v), 4) for v in p])


if __name__ == "__main__":
    main()
