import jax
import numpy as np

from model import PoseEncoder, rebuild
from run import encode_clip

ABLATIONS = {
    "all": list(range(21)),
    "tips": [4, 8, 12, 16, 20],
    "thumb_index": [1, 2, 3, 4, 5, 6, 7, 8],
}


def main():
    rng = np.random.default_rng(0)
    model = PoseEncoder(ABLATIONS["all"], jax.random.PRNGKey(0))
    clips = rng.normal(size=(3, 20, 21, 3)).astype(np.float32)
    for name, joints in ABLATIONS.items():
        model = rebuild(model, joints)
        embs = [np.asarray(encode_clip(model, c)) for c in clips]
        print(name, float(np.mean(embs)))


if __name__ == "__main__":
    main()
