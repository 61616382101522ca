import jax
import jax.numpy as jnp
import numpy as np

from state import new_ladder


@jax.jit
def ladder_week(state, a, b, a_won):
    k = state.k_base / (1.0 + 0.05 * state.games_played)
    e = jax.nn.sigmoid((state.mu[a] - state.mu[b]) / 120.0)
    mu = state.mu.at[a].add(k[a] * (a_won - e)).at[b].add(-k[b] * (a_won - e))
    gp = state.games_played.at[a].add(1.0).at[b].add(1.0)
    return state.replace(mu=mu, games_played=gp, week=state.week + 1)


def main():
    rng = np.random.default_rng(0)
    state = new_ladder(40)
    for week in range(6):
        a = rng.choice(40, 20, replace=False).astype(np.int32)
        b = np.setdiff1d(np.arange(40), a).astype(np.int32)
        won = rng.integers(0, 2, 20).astype(np.float32)
        state = ladder_week(state, a, b, won)
    print(int(state.week), float(state.mu.std()))


if __name__ == "__main__":
    main()
