import numpy as np

from metrics import success_report

NUM_GOALS, EPISODES = 10, 10


def run_evaluation(rng, difficulty):
    goal_ids = rng.integers(0, NUM_GOALS, size=EPISODES).astype(np.int32)
    success = (rng.uniform(size=EPISODES) > difficulty * goal_ids / NUM_GOALS).astype(np.float32)
    return goal_ids, success


def main():
    rng = np.random.default_rng(3)
    for it in range(6):
        goal_ids, success = run_evaluation(rng, difficulty=1.0 - 0.1 * it)
        print(it, success_report(goal_ids, success))


if __name__ == "__main__":
    main()
