import numpy as np

from costs import lane_costs
from lanes import candidate_lanes


def main():
    goal = np.array([40.0, 40.0], np.float32)
    ego = np.array([-40.0, -40.0], np.float32)
    for frame in range(6):
        ids = candidate_lanes(ego)
        c = lane_costs(ego, ids, goal)
        best = int(np.argmin(c))
        ego = ego + np.array([14.0, 14.0], np.float32)
        print(f"frame {frame}: {int(ids.sum())} candidate lanes, best {best}")


if __name__ == "__main__":
    main()
