import jax
import numpy as np

from arena import play_matches


def run_bracket(entrants, key):
    """Single-elimination bracket over n match slots; returns the champion."""
    n = len(entrants)
    slots = np.arange(n)
    num_alive = n
    rnd = 0
    while num_alive > 1:
        left, right = slots[0::2], slots[1::2]
        key, sub = jax.random.split(key)
        keys = jax.random.split(sub, n // 2)
        margins = np.asarray(play_matches(entrants[left], entrants[right], keys))
        winners = np.where(margins >= 0, left, right)
        num_alive //= 2
        slots = np.resize(winners[:num_alive], n)
        print(f"round {rnd}: {num_alive} advance")
        rnd += 1
    return int(slots[0])


def main():
    rng = np.random.default_rng(0)
    entrants = rng.normal(size=(16, 3)).astype(np.float32)
    champ = run_bracket(entrants, jax.random.PRNGKey(0))
    print("champion", champ, entrants[champ])


if __name__ == "__main__":
    main()
