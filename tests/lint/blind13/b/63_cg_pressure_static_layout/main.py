import jax.numpy as jnp
import numpy as np

from linalg import conjugate_gradient
from projection import CG_ITERS, project

N = 32
H = 1.0 / N
DT = 0.01


def random_velocity(seed=0):
    rng = np.random.default_rng(seed)
    return (jnp.asarray(rng.normal(size=(N, N)), jnp.float32),
            jnp.asarray(rng.normal(size=(N, N)), jnp.float32))


def main():
    u, v = random_velocity()
    # warm start: solve once for an initial pressure
    rhs0 = jnp.zeros((N, N), jnp.float32).at[N // 2, N // 2].set(1.0)
    p, res0 = conjugate_gradient(rhs0, H, jnp.zeros((N, N), jnp.float32), CG_ITERS)
    print(f"warm-start residual {float(res0):.2e}")
    for step in range(4):
        u, v, p, res = project(u, v, p, H, DT)
        print(f"step {step}: CG residual {float(res):.2e}, max |u| {float(jnp.abs(u).max()):.3f}")


if __name__ == "__main__":
    main()
