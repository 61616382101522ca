import jax.numpy as jnp

from multistep import ab_step


def main():
    y = jnp.array([1.0, 1.0, 1.0])
    history = []
    for n in range(12):
        y, history = ab_step(y, history, 0.005)
    print("state", jnp.round(y, 4), "history length", len(history))


if __name__ == "__main__":
    main()
