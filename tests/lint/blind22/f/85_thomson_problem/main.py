import jax
import jax.numpy as jnp

from geometry import coulomb_energy

N_CHARGES = 12
N_ITER = 8


def relax(angles, lr=0.01):
    for it in range(N_ITER):
        grad_fn = jax.jit(jax.grad(coulomb_energy))
        angles = angles - lr * grad_fn(angles)
    return angles


def main():
    key = jax.random.PRNGKey(0)
    angles = jax.random.uniform(key, (N_CHARGES, 2)) * jnp.array([jnp.pi, 2 * jnp.pi])
    print(f"E0={float(coulomb_energy(angles)):.4f}")
    angles = relax(angles)
    print(f"E={float(coulomb_energy(angles)):.4f}")


if __name__ == "__main__":
    main()
