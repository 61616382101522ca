import jax
import jax.numpy as jnp
import numpy as np

from agent import choose_discounts

DISCOUNTS = [0, 5, 10, 15, 20]


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    q = jnp.zeros((50, len(DISCOUNTS)))
    counts = np.zeros((50, len(DISCOUNTS)))
    for step in range(240):
        key, sub = jax.random.split(key)
        a = np.asarray(choose_discounts(sub, q, step))
        reward = rng.random(50) < (0.2 + 0.02 * np.array(DISCOUNTS)[a]) * (1 - np.array(DISCOUNTS)[a] / 100)
        counts[np.arange(50), a] += 1
        q = q.at[jnp.arange(50), a].add((reward - q[jnp.arange(50), a]) / counts[np.arange(50), a])
    print("preferred discount per segment (first 10):", [DISCOUNTS[i] for i in np.asarray(q.argmax(1))[:10]])


if __name__ == "__main__":
    main()
