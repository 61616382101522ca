import numpy as np

from arms import ARM_SEEDS, scorer_for


def main():
    rng = np.random.default_rng(0)
    arms = sorted(ARM_SEEDS)
    for request in range(6):
        arm = arms[request % len(arms)]
        x = rng.normal(size=(5, 6)).astype(np.float32)
        print(request, arm, np.asarray(scorer_for(arm)(x)).round(2))


if __name__ == "__main__":
    main()
