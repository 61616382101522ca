import numpy as np

from arms import ARM_SEEDS, arm_weights, score


def main():
    rng = np.random.default_rng(0)
    arms = sorted(ARM_SEEDS)
    for request in range(6):
        arm = arms[request % len(arms)]
        x = rng.normal(size=(5, 6)).astype(np.float32)
        print(request, arm, np.asarray(score(arm_weights(arm), x)).round(2))


if __name__ == "__main__":
    main()
