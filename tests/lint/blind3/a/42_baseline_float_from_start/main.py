import numpy as np

from learner import Learner


def simulate(rng, theta, n=24):
    feats = rng.normal(size=(n, 3)).astype(np.float32)
    logits = feats @ np.asarray(theta)
    p = np.exp(logits - logits.max(1, keepdims=True))
    p /= p.sum(1, keepdims=True)
    actions = np.array([rng.choice(2, p=row) for row in p], np.int32)
    returns = np.where(actions == (feats[:, 0] > 0), 1.0, 0.0).astype(np.float32)
    return feats, actions, returns


def main():
    rng = np.random.default_rng(0)
    learner = Learner(3, 2)
    for it in range(6):
        f, a, r = simulate(rng, learner.theta)
        obj = learner.update(f, a, r)
        print(f"iter {it}: avg return {r.mean():.3f} baseline {learner.baseline:.3f} obj {obj:.4f}")


if __name__ == "__main__":
    main()
