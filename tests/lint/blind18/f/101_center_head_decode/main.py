import numpy as np

from head import center_head, decode
from tta import flip_tta


def main():
    rng = np.random.default_rng(0)
    w_cls = rng.normal(size=(8, 3)).astype(np.float32)
    w_reg = rng.normal(size=(8, 7)).astype(np.float32)
    for frame in range(4):
        feats = rng.normal(size=(32, 32, 8)).astype(np.float32)
        boxes, keep = decode(center_head(feats, w_cls, w_reg))
        boxes_tta, keep_tta = decode(flip_tta(feats, w_cls, w_reg))
        print(f"frame {frame}: {int(keep.sum())} centers, {int(keep_tta.sum())} with tta")


if __name__ == "__main__":
    main()
