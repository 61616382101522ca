import numpy as np
from flax import nnx

from model import SceneNormalizer, normalize_frame


def main():
    rng = np.random.default_rng(0)
    model = SceneNormalizer(nnx.Rngs(0))
    for i in range(6):
        frame = rng.uniform(0, 1, (18, 32, 3)).astype(np.float32)
        out = normalize_frame(model, frame)
        print(i, np.round(np.asarray(model.mean.value), 3).tolist())


if __name__ == "__main__":
    main()
