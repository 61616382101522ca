import numpy as np

from ladder import Ladder


def main():
    rng = np.random.default_rng(0)
    ladder = Ladder(skills=[0.0, 0.5, 1.0, 1.5, 2.0, 2.5])
    n = len(ladder.skills)
    for week in range(4):
        for i in range(n):
            ladder.play(i, (i + 1 + week) % n, rng)
        champion = ladder.leader()
        challenger = int(rng.integers(n))
        if challenger == champion:
            challenger = (challenger + 1) % n
        ladder.play(challenger, champion, rng)
        print(f"week {week} leader {ladder.leader()} ratings {np.round(np.asarray(ladder.ratings))}")


if __name__ == "__main__":
    main()
