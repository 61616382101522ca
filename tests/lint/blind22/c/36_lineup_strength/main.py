import jax
import jax.numpy as jnp
import numpy as np

N_PLAYERS = 40
DIM = 8
MAX_SQUAD = 14


@jax.jit
def lineup_strength(table, lineup, weight):
    return (table[lineup] * weight[:, None]).sum(0) @ jnp.ones(DIM)


def lineups(rng, n):
    for i in range(n):
        size = 11
        subs = i % 3
        starters = rng.choice(N_PLAYERS, size, replace=False)
        bench = rng.choice(N_PLAYERS, subs, replace=False)
        ids = np.zeros(MAX_SQUAD, np.int32)
        w = np.zeros(MAX_SQUAD, np.float32)
        ids[: size + subs] = np.concatenate([starters, bench])
        w[: size + subs] = 1.0
        yield ids, w


def main():
    rng = np.random.default_rng(0)
    table = jnp.asarray(rng.normal(size=(N_PLAYERS, DIM)), jnp.float32)
    for ids, w in lineups(rng, 6):
        print(int(w.sum()), round(float(lineup_strength(table, ids, w)), 3))


if __name__ == "__main__":
    main()
