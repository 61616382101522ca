import functools

import jax
import jax.numpy as jnp

from lattice import build_lattice

CFG = {"L": 4, "periodic": True, "J": 1.0, "lr": 0.05}


def classical_heisenberg_energy(angles, lattice, J):
    theta, phi = angles[:, 0], angles[:, 1]
    s = jnp.stack([jnp.sin(theta) * jnp.cos(phi),
                   jnp.sin(theta) * jnp.sin(phi),
                   jnp.cos(theta)], axis=-1)
    b = lattice.bonds()
    return J * jnp.sum(s[b[:, 0]] * s[b[:, 1]])


@functools.partial(jax.jit, static_argnums=(1,))
def descent_step(angles, lattice, J, lr):
    e, g = jax.value_and_grad(classical_heisenberg_energy)(angles, lattice, J)
    return angles - lr * g, e


def main():
    key = jax.random.PRNGKey(3)
    n = CFG["L"] ** 2
    angles = jax.random.uniform(key, (n, 2), maxval=jnp.pi)
    for it in range(5):
        lattice = build_lattice(CFG)
        angles, e = descent_step(angles, lattice, CFG["J"], CFG["lr"])
        print(f"iter {it} E={float(e):.4f}")


if __name__ == "__main__":
    main()
