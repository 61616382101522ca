import jax
import jax.numpy as jnp

from data import batches


@jax.jit
def ink_profile(lines):
    col = lines.mean(axis=1)
    return (col > 0.5).mean(axis=-1)


def main():
    for i, lines in enumerate(batches(seed=0, n=8)):
        print(i, lines.shape, ink_profile(lines))


if __name__ == "__main__":
    main()
