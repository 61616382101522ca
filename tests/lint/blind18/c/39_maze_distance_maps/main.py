import numpy as np

from mazes import random_mazes
from planner import INF, distance_map


def main():
    rng = np.random.default_rng(0)
    for ep, (walls, goal) in enumerate(random_mazes(rng, episodes=8)):
        dist = np.asarray(distance_map(walls, np.array(goal, dtype=np.int32)))
        reachable = dist < INF
        print(f"episode {ep} size {walls.shape[0]} start distance {dist[0, 0]:.0f} "
              f"reachable {reachable.mean():.2f}")


if __name__ == "__main__":
    main()
