import jax
import numpy as np

from search import MOVES, BeamSearchPlanner
from value_net import init_value_net

EPISODE_STEPS = 6


def main():
    params = init_value_net(jax.random.PRNGKey(0), obs_dim=2)
    planner = BeamSearchPlanner(params, goal=[3.0, -2.0])
    pos = np.zeros(2, np.float32)
    path = [pos.copy()]
    for _ in range(EPISODE_STEPS):
        pos = pos + MOVES[planner.plan(pos)]
        path.append(pos.copy())
    print("path:", [tuple(map(int, p)) for p in path])


if __name__ == "__main__":
    main()
