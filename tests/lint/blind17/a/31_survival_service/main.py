import numpy as np

from service import SurvivalService

FEATURES = ["age", "stage", "ecog"]


def main():
    rng = np.random.default_rng(0)
    times = np.linspace(0, 60, 30)
    service = SurvivalService(
        baseline_cumhaz=(0.01 * times).astype(np.float32),
        coef=np.array([0.02, 0.5, 0.3], np.float32),
        feature_names=FEATURES,
    )
    for _ in range(5):
        patients = [{"age": float(rng.integers(40, 85)), "stage": float(rng.integers(1, 5)),
                     "ecog": float(rng.integers(0, 3))} for _ in range(4)]
        print(service.handle({"patients": patients}))


if __name__ == "__main__":
    main()
