import jax
import jax.numpy as jnp

from potentials import REGISTRY


def pair_table(potential):
    """Energy and force tables on a radial grid for a tabulated-potential MD code."""
    def table(r):
        e = potential(r)
        f = -jax.vmap(jax.grad(potential))(r)
        return e, f

    return jax.jit(table)


def main():
    r = jnp.linspace(0.8, 3.0, 256)
    tables = {name: pair_table(fn) for name, fn in REGISTRY.items()}
    for name, make in tables.items():
        e, f = make(r)
        i_min = int(jnp.argmin(e))
        print(f"{name:10s} well depth {float(e[i_min]):+.4f} at r={float(r[i_min]):.3f}, F(r_min)={float(f[i_min]):+.2e}")


if __name__ == "__main__":
    main()
