import jax
import jax.numpy as jnp

from potentials import REGISTRY


def perturbed_fcc(key, a=1.55):
    base = jnp.array([[0, 0, 0], [0.5, 0.5, 0], [0.5, 0, 0.5], [0, 0.5, 0.5]], jnp.float32)
    shifts = jnp.array([[i, j, k] for i in range(2) for j in range(2) for k in range(2)], jnp.float32)
    pos = (base[None] + shifts[:, None]).reshape(-1, 3) * a
    return pos + 0.02 * jax.random.normal(key, pos.shape)


def main():
    pos = perturbed_fcc(jax.random.PRNGKey(0))
    print(f"{'potential':>12} {'E/atom':>10} {'max|F|':>10}")
    for name, energy_fn in REGISTRY.items():
        energy, grad = jax.jit(jax.value_and_grad(energy_fn))(pos)
        print(f"{name:>12} {float(energy) / pos.shape[0]:10.4f} {float(jnp.abs(grad).max()):10.4f}")


if __name__ == "__main__":
    main()
