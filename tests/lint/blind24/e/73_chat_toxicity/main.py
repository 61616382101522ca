import numpy as np
from flax import nnx

from model import CommentToxicity, flag_comments
from policy import REGION_TEMPERATURE


def main():
    rng = np.random.default_rng(0)
    model = CommentToxicity(500, nnx.Rngs(0))
    for region, temp in REGION_TEMPERATURE.items():
        model.temperature = temp
        ids = rng.integers(1, 500, (12, 10)).astype(np.int32)
        flags = flag_comments(model, ids)
        print(region, int(flags.sum()))


if __name__ == "__main__":
    main()
