import numpy as np

from ensemble import ensemble_vote, load_members, refresh_members


def main():
    rng = np.random.default_rng(1)
    members = load_members()
    for rnd in range(4):
        x = rng.normal(size=(16, 42)).astype(np.float32)
        probs = ensemble_vote(members, x)
        print(rnd, np.asarray(probs.argmax(-1))[:6])
        members = refresh_members(members, 0.98)


if __name__ == "__main__":
    main()
