import jax
import jax.numpy as jnp

from potentials import ALL


def main():
    r = jnp.linspace(0.9, 2.5, 200)
    for name, pot in ALL.items():
        curve = jax.jit(jax.vmap(pot))(r)
        i = int(jnp.argmin(curve))
        print(f"{name:>10}: minimum {float(curve[i]):+.3f} at r = {float(r[i]):.3f}")


if __name__ == "__main__":
    main()
