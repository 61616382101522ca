import jax
import jax.numpy as jnp
import numpy as np

from sim import tournament_key


@jax.jit
def simulate_bracket(key, strengths):
    # single elimination, 8 teams, Bradley-Terry match outcomes
    teams = jnp.arange(8)
    s = strengths
    for rnd in range(3):
        key, sub = jax.random.split(key)
        a, b = teams[0::2], teams[1::2]
        p = jax.nn.sigmoid(s[a] - s[b])
        win = jax.random.uniform(sub, p.shape) < p
        teams = jnp.where(win, a, b)
    return teams[0]


def main():
    strengths = jnp.asarray(np.linspace(1.0, -1.0, 8), jnp.float32)
    champs = []
    for season in range(6):
        key = tournament_key(season, legacy=season < 2)
        champs.append(int(simulate_bracket(key, strengths)))
    print(champs)


if __name__ == "__main__":
    main()
