import numpy as np

from rules import decision_rule

FAMILY_ALPHA = 0.05
MAX_ARMS = 6


def experiment_readouts(seed=0):
    rng = np.random.default_rng(seed)
    for n_variants in [2, 3, 5, 3, 4]:
        effects = np.zeros(MAX_ARMS, np.float32)
        ses = np.ones(MAX_ARMS, np.float32)
        effects[:n_variants] = rng.normal(0.02, 0.02, n_variants)
        ses[:n_variants] = rng.uniform(0.008, 0.012, n_variants)
        yield n_variants, effects, ses


def main():
    for n_variants, effects, ses in experiment_readouts():
        decide = decision_rule(FAMILY_ALPHA / n_variants)
        reject, z = decide(effects, ses)
        print(n_variants, np.asarray(reject[:n_variants]), np.round(np.asarray(z[:n_variants]), 2))


if __name__ == "__main__":
    main()
