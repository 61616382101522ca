import jax.numpy as jnp

from kinetics import PFRSegment


def main():
    reactor = PFRSegment()
    c = jnp.zeros((reactor.n_cells, 3), jnp.float32)
    inlet = jnp.array([1.0, 0.8, 0.0], jnp.float32)
    for block in range(4):
        c = reactor.integrate(c, inlet, 0.01, 3)
        print(f"block {block}: mid-reactor C = {float(c[reactor.n_cells // 2, 2]):.4f}, inlet-cell A = {float(c[0, 0]):.3f}")


if __name__ == "__main__":
    main()
