import numpy as np

from safearea import SafeAreaChecker


def graphics_pass(rng, n):
    for i in range(n):
        alpha = np.zeros((36, 64), np.float32)
        y, x = rng.integers(0, 30), rng.integers(0, 56)
        alpha[y:y + 6, x:x + 8] = 1.0
        yield f"gfx_{i:02d}", alpha


def main():
    rng = np.random.default_rng(0)
    for name, alpha in graphics_pass(rng, 6):
        checker = SafeAreaChecker()
        bad = int(checker.violations(alpha))
        print(name, "OK" if bad == 0 else f"{bad} px outside title safe")


if __name__ == "__main__":
    main()
