import jax
import jax.numpy as jnp
import numpy as np

from engine import simulate_round


def main():
    strength = jnp.linspace(0.0, 2.0, 8)
    key = jax.random.PRNGKey(0)
    temperature = 1
    wins = np.zeros(8, int)
    for rnd in range(5):
        key, sub = jax.random.split(key)
        order = simulate_round(sub, strength, temperature)
        wins[int(order[0])] += 1
        temperature = temperature * 0.9
    print(wins)


if __name__ == "__main__":
    main()
