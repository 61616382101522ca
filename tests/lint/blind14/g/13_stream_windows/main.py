import jax
import jax.numpy as jnp

from etl import read_window


@jax.jit
def window_stats(x):
    return jnp.stack([x.mean(), x.std(), x.max()])


def main():
    for i in range(6):
        print(window_stats(read_window(i)))


if __name__ == "__main__":
    main()
