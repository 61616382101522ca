import numpy as np

from selection import get_selector


def synthetic_root_stats(rng, batch=64, actions=9):
    n = rng.integers(0, 30, size=(batch, actions)).astype(np.float32)
    q = rng.uniform(-1, 1, size=(batch, actions)).astype(np.float32)
    prior = rng.dirichlet(np.ones(actions), size=batch).astype(np.float32)
    best = rng.integers(0, actions, size=batch)
    return q, n, prior, best


def agreement(c_puct, stats):
    q, n, prior, best = stats
    select = get_selector(c_puct)
    return float(np.mean(np.argmax(np.asarray(select(q, n, prior)), axis=-1) == best))


def main():
    rng = np.random.default_rng(0)
    batches = [synthetic_root_stats(rng) for _ in range(3)]
    for c_puct in np.linspace(0.5, 3.0, 6):
        score = np.mean([agreement(float(c_puct), b) for b in batches])
        print(f"c_puct {c_puct:.2f} agreement {score:.3f}")


if __name__ == "__main__":
    main()
