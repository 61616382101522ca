import itertools

import jax
import jax.numpy as jnp

from fixtures import from_feed, scheduled


@jax.jit
def win_prob(strength, teams):
    home, away = teams
    return jax.nn.sigmoid(strength[home] - strength[away] + 0.25)


def main():
    strength = jnp.linspace(-1.0, 1.0, 6)
    for teams in itertools.chain(scheduled(), from_feed()):
        print(teams, round(float(win_prob(strength, teams)), 3))


if __name__ == "__main__":
    main()
