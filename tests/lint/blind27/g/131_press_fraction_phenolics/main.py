import numpy as np
from flax import nnx

from model import PhenolicNet, make_predictor


def main():
    rng = np.random.default_rng(0)
    model = PhenolicNet(nnx.Rngs(0))
    predict, state = make_predictor(model)
    for press_fraction in ["free run", "light press", "medium press", "hard press"]:
        # UV-vis absorbances -> total phenolics, tannins
        x = rng.normal(0, 1, (16, 10)).astype(np.float32)
        out = np.asarray(predict(state, x))
        print(f"{press_fraction:13s}: phenolics {out[:, 0].mean():+.3f}, tannins {out[:, 1].mean():+.3f}")


if __name__ == "__main__":
    main()
