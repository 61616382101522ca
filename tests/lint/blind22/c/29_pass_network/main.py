import numpy as np

from network import PassNetwork


def match_pass_matrices(n_matches, seed=0):
    rng = np.random.default_rng(seed)
    for m in range(n_matches):
        for team in ("home", "away"):
            yield m, team, rng.poisson(3.0, size=(11, 11)).astype(np.float32)


def main():
    for m, team, passes in match_pass_matrices(3):
        net = PassNetwork(team)
        r = net.centrality(passes)
        print(m, team, int(np.argmax(np.asarray(r))))


if __name__ == "__main__":
    main()
