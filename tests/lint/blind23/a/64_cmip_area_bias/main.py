import numpy as np

from evaluate import evaluate_models


def main():
    rng = np.random.default_rng(0)
    lat = np.linspace(-88.75, 88.75, 72).astype(np.float32)
    ref = (288 + 30 * np.cos(np.deg2rad(lat))[:, None] + rng.normal(size=(72, 144))).astype(np.float32)
    models = {f"cmip_{i}": (ref + rng.normal(0.5 * i - 1, 1, size=ref.shape)).astype(np.float32) for i in range(6)}
    print(evaluate_models(models, ref, lat))


if __name__ == "__main__":
    main()
