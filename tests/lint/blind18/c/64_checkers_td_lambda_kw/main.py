import numpy as np

from diagnostics import target_drift
from targets import td_lambda_targets

PLIES = 24
LAMBDA = 0.8


def fake_games(rng, n):
    rewards = np.zeros((n, PLIES), np.float32)
    rewards[:, -1] = rng.choice([-1.0, 1.0], size=n)
    values = np.tanh(rng.normal(size=(n, PLIES))).astype(np.float32)
    return rewards, values


def main():
    rng = np.random.default_rng(0)
    for epoch in range(3):
        rewards, values = fake_games(rng, 4)
        targets = [np.asarray(td_lambda_targets(r, v, lam=LAMBDA)) for r, v in zip(rewards, values)]
        mean_target = float(np.mean([t[0] for t in targets]))
        drift = target_drift(rewards, values, LAMBDA)
        print(f"epoch {epoch} first-ply target {mean_target:+.3f} drift {drift:.3f}")


if __name__ == "__main__":
    main()
