import numpy as np

from guardrails import GuardrailChecker


def drop_tolerance(hour, start=0.05):
    """Tolerance tightens as more traffic accumulates."""
    return round(start / (1 + hour), 4)


def main():
    rng = np.random.default_rng(181)
    for hour in range(5):
        c = rng.normal(1.00, 0.2, 300).astype(np.float32)
        t = rng.normal(0.99, 0.2, 300).astype(np.float32)
        checker = GuardrailChecker(max_drop=drop_tolerance(hour))
        flag, rel = checker.check(c, t)
        print(f"hour {hour}: tol={checker.max_drop} rel={float(rel):+.4f} breached={bool(flag)}")


if __name__ == "__main__":
    main()
