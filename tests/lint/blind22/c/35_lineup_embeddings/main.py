import jax
import jax.numpy as jnp
import numpy as np

N_PLAYERS = 40
DIM = 8


@jax.jit
def lineup_strength(table, lineup):
    return table[lineup].sum(0) @ jnp.ones(DIM)


def lineups(rng, n):
    for i in range(n):
        size = 11
        subs = i % 3
        starters = rng.choice(N_PLAYERS, size, replace=False)
        bench = rng.choice(N_PLAYERS, subs, replace=False)
        yield np.concatenate([starters, bench])


def main():
    rng = np.random.default_rng(0)
    table = jnp.asarray(rng.normal(size=(N_PLAYERS, DIM)), jnp.float32)
    for lu in lineups(rng, 6):
        print(len(lu), round(float(lineup_strength(table, lu)), 3))


if __name__ == "__main__":
    main()
