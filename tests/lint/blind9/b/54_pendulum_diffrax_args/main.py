import jax.numpy as jnp

from dynamics import simulate


def main():
    y0 = jnp.array([0.2, 0.0])
    for damping in [0.1, 0.5, 0.9]:
        ys = simulate(damping, y0)
        print(f"q={damping:.1f}: final theta={float(ys[-1, 0]):+.3f} max|omega|={float(jnp.abs(ys[:, 1]).max()):.3f}")


if __name__ == "__main__":
    main()
