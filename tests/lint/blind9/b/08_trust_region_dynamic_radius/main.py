import jax.numpy as jnp

from solver import compare_models


def main():
    x0 = jnp.array([-1.2, 1.0, -0.5, 0.8], dtype=jnp.float32)
    for model, (x, trace) in compare_models(x0).items():
        print(f"{model:>7}: f {trace[0]:.3e} -> {trace[-1]:.3e}")


if __name__ == "__main__":
    main()
