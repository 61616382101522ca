import jax
import numpy as np

from arena import play_matches


def run_bracket(entrants, key):
    """Single-elimination bracket; returns the index of the champion."""
    alive = np.arange(len(entrants))
    rnd = 0
    while len(alive) > 1:
        left, right = alive[0::2], alive[1::2]
        key, sub = jax.random.split(key)
        keys = jax.random.split(sub, len(left))
        margins = np.asarray(play_matches(entrants[left], entrants[right], keys))
        alive = np.where(margins >= 0, left, right)
        print(f"round {rnd}: {len(left)} matches")
        rnd += 1
    return int(alive[0])


def main():
    rng = np.random.default_rng(0)
    entrants = rng.normal(size=(16, 3)).astype(np.float32)
    champ = run_bracket(entrants, jax.random.PRNGKey(0))
    print("champion", champ, entrants[champ])


if __name__ == "__main__":
    main()
