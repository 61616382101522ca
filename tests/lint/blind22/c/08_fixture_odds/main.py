import jax
import numpy as np

from sim import MatchSimulator


def main():
    rng = np.random.default_rng(1)
    sim = MatchSimulator(rng.normal(0.3, 0.2, 6), rng.normal(0.0, 0.2, 6))
    key = jax.random.PRNGKey(0)
    fixtures = [(0, 1), (2, 3), (4, 5), (1, 2), (3, 0)]
    for home, away in fixtures:
        key, sub = jax.random.split(key)
        pw, pd, pl = sim.win_probs(sub, home, away)
        print(home, away, round(float(pw), 3), round(float(pd), 3))


if __name__ == "__main__":
    main()
