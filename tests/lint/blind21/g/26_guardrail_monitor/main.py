import numpy as np

from guardrails import GuardrailChecker


def main():
    rng = np.random.default_rng(181)
    checker = GuardrailChecker(max_drop=0.03)
    for hour in range(5):
        c = rng.normal(1.00, 0.2, 300).astype(np.float32)
        t = rng.normal(0.99, 0.2, 300).astype(np.float32)
        flag, rel = checker.check(c, t)
        print(f"hour {hour}: rel={float(rel):+.4f} breached={bool(flag)} checks={checker.checks_run}")


if __name__ == "__main__":
    main()
