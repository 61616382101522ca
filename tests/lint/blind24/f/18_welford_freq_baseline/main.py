import numpy as np

from stats import init_stats, update_and_score

BASE_FREQS = np.array([2.31, 3.05, 7.84, 9.12], dtype=np.float32)


def identified_frequencies(hour, rng):
    temp = 10 + 8 * np.sin(2 * np.pi * hour / 24)
    f = BASE_FREQS * (1 - 0.002 * (temp - 10)) + rng.normal(0, 0.005, 4)
    if hour >= 60:
        f[2] *= 0.97  # bearing seizure / stiffness change
    return f.astype(np.float32)


def main():
    rng = np.random.default_rng(1)
    stats = init_stats(4)
    for hour in range(72):
        f = identified_frequencies(hour, rng)
        stats, score = update_and_score(stats, f)
        if hour % 6 == 5:
            print(f"hour {hour:2d}: novelty index {float(score):9.2f}")


if __name__ == "__main__":
    main()
