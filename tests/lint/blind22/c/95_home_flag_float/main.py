import itertools

import jax
import jax.numpy as jnp

from schedule import cup_fixtures, league_fixtures

HOME_ADV = 0.3


@jax.jit
def expected_goal_diff(att, dfn, home, away, at_home):
    adv = HOME_ADV * at_home
    return jnp.exp(att[home] - dfn[away] + adv) - jnp.exp(att[away] - dfn[home])


def main():
    att = jnp.linspace(-0.2, 0.4, 6)
    dfn = jnp.linspace(0.1, -0.1, 6)
    for h, a, at_home in itertools.chain(league_fixtures(), cup_fixtures()):
        print(h, a, round(float(expected_goal_diff(att, dfn, h, a, at_home)), 3))


if __name__ == "__main__":
    main()
