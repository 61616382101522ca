import jax
import jax.numpy as jnp
import numpy as np

from ids import TABLE_SIZE, UserIndex


@jax.jit
def user_affinity(table, rows, item_vec):
    return table[rows] @ item_vec


def main():
    rng = np.random.default_rng(0)
    table = jnp.asarray(rng.normal(size=(TABLE_SIZE, 8)), jnp.float32)
    index = UserIndex([f"u{i}" for i in range(500)])
    item = jnp.asarray(rng.normal(size=8), jnp.float32)
    for hour in range(4):
        users = [f"u{j}" for j in rng.integers(0, 500 if hour % 2 == 0 else 700, 16)]
        aff = user_affinity(table, index.rows(users), item)
        print(hour, round(float(aff.mean()), 3))


if __name__ == "__main__":
    main()
