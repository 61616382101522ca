import numpy as np

from evaluator import ABEvaluator


def daily_outcomes(rng, day, n=128):
    control = (rng.random(n) < 0.10).astype(np.float32)
    treatment = (rng.random(n) < 0.10 + 0.01 * day).astype(np.float32)
    return control, treatment


def main():
    rng = np.random.default_rng(0)
    evaluator = ABEvaluator()
    for day in range(5):
        control, treatment = daily_outcomes(rng, day)
        lo, mid, hi = np.asarray(evaluator.evaluate(control, treatment))
        print(f"day {day}: lift {mid:+.3f} [{lo:+.3f}, {hi:+.3f}]")


if __name__ == "__main__":
    main()
