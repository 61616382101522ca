import numpy as np
import jax

from losses import quantile_scores

QUANTILES = np.array([0.1, 0.5, 0.9], dtype=np.float32)


def evaluate_region(region_pred, region_obs, scorer=quantile_scores):
    score = jax.jit(scorer)
    return score(region_pred, region_obs, QUANTILES)


def main():
    rng = np.random.default_rng(21)
    for region in ["ERCOT_N", "ERCOT_S", "ERCOT_W", "ERCOT_H"]:
        obs = (1.0 + 0.2 * rng.standard_normal(96)).astype(np.float32)
        mid = obs + 0.05 * rng.standard_normal(96).astype(np.float32)
        pred = np.stack([mid - 0.25, mid, mid + 0.25], 1).astype(np.float32)
        loss, cov = evaluate_region(pred, obs)
        print(region, round(float(loss), 4), np.round(np.asarray(cov), 2))


if __name__ == "__main__":
    main()
