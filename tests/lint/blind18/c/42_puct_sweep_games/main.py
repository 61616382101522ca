import numpy as np

from selection import get_selector


def synthetic_root_stats(rng, batch=64, actions=9):
    n = rng.integers(0, 30, size=(batch, actions)).astype(np.float32)
    q = rng.uniform(-1, 1, size=(batch, actions)).astype(np.float32)
    prior = rng.dirichlet(np.ones(actions), size=batch).astype(np.float32)
    best = rng.integers(0, actions, size=batch)
    return q, n, prior, best


def agreement(game, c_puct, stats):
    q, n, prior, best = stats
    select = get_selector(game)
    return float(np.mean(np.argmax(np.asarray(select(q, n, prior, c_puct)), axis=-1) == best))


def main():
    rng = np.random.default_rng(0)
    games = {"tictactoe": 9, "connect4": 7}
    batches = {g: [synthetic_root_stats(rng, actions=a) for _ in range(3)] for g, a in games.items()}
    for c_puct in np.linspace(0.5, 3.0, 6):
        for game in games:
            score = np.mean([agreement(game, float(c_puct), b) for b in batches[game]])
            print(f"{game} c_puct {c_puct:.2f} agreement {score:.3f}")


if __name__ == "__main__":
    main()
