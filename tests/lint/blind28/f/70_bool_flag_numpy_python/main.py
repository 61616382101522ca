import numpy as np

from mirror import canonical_hand
from signers import signer_metadata


def main():
    rng = np.random.default_rng(0)
    for meta in signer_metadata():
        clip = rng.normal(size=(20, 21, 3)).astype(np.float32)
        out = canonical_hand(clip, meta["left_handed"])
        print(meta["id"], float(out[..., 0].mean()))


if __name__ == "__main__":
    main()
