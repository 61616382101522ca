import numpy as np

from seasons import step_cover


def main():
    rng = np.random.default_rng(0)
    albedo = np.full(50, 0.8, np.float32)
    for day in range(30):
        snowfall = rng.gamma(0.5, 4.0, 50).astype(np.float32)
        melting = day >= 20
        albedo = step_cover(albedo, snowfall, melting)
    print(float(albedo.mean()))


if __name__ == "__main__":
    main()
