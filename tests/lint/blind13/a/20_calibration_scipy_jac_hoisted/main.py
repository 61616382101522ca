import numpy as np

from calibration import PlattCalibrator


def simulated_detections(rng, n=400):
    # overconfident detector: raw logits spread twice as wide as the true log-odds
    true_logodds = rng.normal(0.0, 1.5, size=n)
    hits = rng.random(n) < 1 / (1 + np.exp(-true_logodds))
    return 2.0 * true_logodds + 0.5, hits.astype(np.float32)


def expected_calibration_error(probs, hits, n_bins=10):
    bins = np.minimum((probs * n_bins).astype(int), n_bins - 1)
    ece = 0.0
    for b in range(n_bins):
        sel = bins == b
        if sel.any():
            ece += sel.mean() * abs(probs[sel].mean() - hits[sel].mean())
    return ece


def main():
    rng = np.random.default_rng(0)
    logits, hits = simulated_detections(rng)
    raw = 1 / (1 + np.exp(-logits))
    cal = PlattCalibrator()
    res = cal.fit(logits, hits)
    print(f"fit: a={cal.theta[0]:.3f} b={cal.theta[1]:.3f} nit={res.nit} njev={res.njev}")
    print(f"ECE raw {expected_calibration_error(raw, hits):.4f} "
          f"calibrated {expected_calibration_error(cal(logits), hits):.4f}")


if __name__ == "__main__":
    main()
