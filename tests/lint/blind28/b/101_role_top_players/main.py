import numpy as np

from scoring import top_players, scorer_for


def main():
    rng = np.random.default_rng(6)
    for role in ["carry", "support", "carry", "jungle", "carry"]:
        stats = rng.poisson(6, size=(20, 3)).astype(np.float32)
        print(role, np.asarray(top_players(stats, scorer=scorer_for(role))))


if __name__ == "__main__":
    main()
