import jax
import jax.numpy as jnp
import numpy as np

from state import RatingState


@jax.jit
def weekly_update(state, a, b, a_won):
    k = 40.0 / (1.0 + 0.05 * state.games_played)
    e = jax.nn.sigmoid((state.mu[a] - state.mu[b]) / 120.0)
    d_a = k[a] * (a_won - e)
    d_b = k[b] * (a_won - e)
    mu = state.mu.at[a].add(d_a).at[b].add(-d_b)
    gp = state.games_played.at[a].add(1.0).at[b].add(1.0)
    return state.replace(mu=mu, games_played=gp, season_week=state.season_week + 1)


def main():
    rng = np.random.default_rng(0)
    state = RatingState(mu=jnp.zeros(40), games_played=jnp.zeros(40))
    for week in range(6):
        a = rng.choice(40, 20, replace=False).astype(np.int32)
        b = np.setdiff1d(np.arange(40), a).astype(np.int32)
        won = rng.integers(0, 2, 20).astype(np.float32)
        state = weekly_update(state, a, b, won)
    print(state.season_week, float(state.mu.std()))


if __name__ == "__main__":
    main()
