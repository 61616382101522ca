import jax.numpy as jnp

from multistep import ab_step, bootstrap


def main():
    y = jnp.array([1.0, 1.0, 1.0])
    y, history = bootstrap(y, 0.005)
    for n in range(9):
        y, history = ab_step(y, history, 0.005)
    print("state", jnp.round(y, 4), "history shape", history.shape)


if __name__ == "__main__":
    main()
