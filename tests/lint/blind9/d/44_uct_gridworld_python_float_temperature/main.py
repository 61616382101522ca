import numpy as np

from planner import UCTPlanner, boltzmann

EPISODE_STEPS = 5


def main():
    planner = UCTPlanner(grid=5, goal=(4, 4))
    rng = np.random.default_rng(1)
    pos, temperature = (0, 0), 1.0
    for t in range(EPISODE_STEPS):
        visits = planner.search(pos)
        probs = np.asarray(boltzmann(visits, temperature), dtype=np.float64)
        a = int(rng.choice(4, p=probs / probs.sum()))
        pos, _ = planner._step(pos, a)
        temperature = max(0.1, temperature * 0.7)
        print(f"t={t} action {a} pos {pos} temperature {temperature:.2f}")


if __name__ == "__main__":
    main()
