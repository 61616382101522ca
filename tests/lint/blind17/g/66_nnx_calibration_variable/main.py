import numpy as np
from flax import nnx

from model import CalibratedClassifier, expected_confidence, set_temperature


@nnx.jit
def predict(model, x):
    return model(x)


def recalibrate(model, holdout, target=0.6):
    conf = float(expected_confidence(predict(model, holdout)))
    new_t = model_temperature(model) * (conf / target)
    set_temperature(model, np.clip(new_t, 0.5, 3.0))


def model_temperature(model):
    return float(model.temperature.value)


def main():
    rng = np.random.default_rng(0)
    model = CalibratedClassifier(6, 4, rngs=nnx.Rngs(0))
    holdout = rng.normal(size=(32, 6)).astype(np.float32)
    for hour in range(4):
        traffic = rng.normal(size=(8, 6)).astype(np.float32)
        probs = predict(model, traffic)
        print(hour, round(model_temperature(model), 3), np.asarray(probs).max(-1).round(2)[:3])
        recalibrate(model, holdout)


if __name__ == "__main__":
    main()
