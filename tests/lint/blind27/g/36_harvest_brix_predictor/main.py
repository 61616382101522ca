import numpy as np

from predictor import BrixPredictor


def main():
    rng = np.random.default_rng(2)
    model = BrixPredictor([0.8, 1.5, 0.09], 12.0)
    for block in ["A1", "A2", "B1", "B2", "C1"]:
        feats = np.stack([rng.uniform(0.9, 1.4, 16), rng.uniform(0.5, 2.0, 16), rng.uniform(35, 55, 16)], 1)
        pred = model.predict(feats.astype(np.float32))
        print(f"block {block}: predicted harvest brix {float(pred.mean()):.1f}")


if __name__ == "__main__":
    main()
