import jax
import jax.numpy as jnp
import numpy as np

from league import make_season_sampler

N_TEAMS = 6


def title_odds(strength, home_adv, n_seasons=4, seed=0):
    sampler = make_season_sampler(N_TEAMS, home_adv)
    key = jax.random.PRNGKey(seed)
    wins = np.zeros(N_TEAMS)
    for _ in range(n_seasons):
        key, sub = jax.random.split(key)
        wins[int(jnp.argmax(sampler(sub, strength)))] += 1
    return wins / n_seasons


def main():
    strength = jnp.linspace(-0.5, 0.5, N_TEAMS)
    for home_adv in [0.0, 0.1, 0.2, 0.3]:
        print(home_adv, title_odds(strength, home_adv))


if __name__ == "__main__":
    main()
