import numpy as np

from estimators import regression_adjusted_ate


def load_trial(n=240, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, 2)).astype(np.float32)
    arm = rng.choice(np.array(["control", "treatment"]), size=n)
    treated = (arm == "treatment").astype(np.float32)
    y = (0.4 * treated + X @ np.array([0.5, -0.2]) + rng.normal(size=n)).astype(np.float32)
    return y, treated, X


def main():
    y, treated, X = load_trial()
    ate = float(regression_adjusted_ate(y, treated, X))

    rng = np.random.default_rng(1)
    null = []
    for _ in range(20):
        fake = rng.permutation(treated)
        null.append(float(regression_adjusted_ate(y, fake, X)))
    pval = np.mean(np.abs(null) >= abs(ate))
    print(f"ATE {ate:.3f}, permutation p = {pval:.3f}")


if __name__ == "__main__":
    main()
