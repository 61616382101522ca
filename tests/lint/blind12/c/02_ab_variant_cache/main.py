import numpy as np

from variants import get_scorer

N_FEATURES = 8


def assign_variant(user_id):
    return "treatment" if user_id % 2 else "control"


def main():
    rng = np.random.default_rng(1)
    totals = {"control": 0.0, "treatment": 0.0}
    for user_id in range(8):
        variant = assign_variant(user_id)
        scorer = get_scorer(variant, N_FEATURES)
        feats = rng.normal(size=(4, N_FEATURES)).astype(np.float32)
        totals[variant] += float(scorer(feats).sum())
    print(totals)


if __name__ == "__main__":
    main()
