import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def shift_overtime(start_h, end_h, break_h):
    worked = end_h - start_h - break_h
    return jnp.sum(jnp.maximum(worked - 8.0, 0.0))


def load_roster(rng, n=300):
    start = rng.uniform(4, 14, n)
    end = start + rng.uniform(6, 11, n)
    brk = rng.choice([0.5, 0.75, 1.0], n)
    return np.stack([start, end, brk], 1).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    roster = load_roster(rng)
    total = 0.0
    for depot_id, shard in enumerate(np.array_split(roster, 8)):
        ot = shift_overtime(shard[:, 0], shard[:, 1], shard[:, 2])
        total += float(ot)
        print(depot_id, len(shard), round(float(ot), 1))
    print("overtime hours", round(total, 1))


if __name__ == "__main__":
    main()
