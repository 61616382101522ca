import dataclasses

import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn

from config import PostprocessConfig
from postprocess import get_postprocess


class DetHead(nn.Module):
    num_anchors: int = 64

    @nn.compact
    def __call__(self, feats):
        scores = nn.sigmoid(nn.Dense(self.num_anchors)(feats))
        boxes = nn.sigmoid(nn.Dense(self.num_anchors * 4)(feats)).reshape(-1, self.num_anchors, 4)
        return scores, boxes


model = DetHead()
forward = jax.jit(model.apply)


def calibrate_threshold(scores, target_recall=0.8):
    return float(np.quantile(np.asarray(scores), 1.0 - target_recall))


def main():
    rng = np.random.default_rng(0)
    feats = rng.normal(size=(6, 16)).astype(np.float32)
    params = model.init(jax.random.PRNGKey(0), feats[:1])
    cfg = PostprocessConfig()
    for epoch in range(4):
        params = jax.tree_util.tree_map(lambda p: p * 1.01, params)
        scores, boxes = forward(params, feats)
        cfg = dataclasses.replace(cfg, score_threshold=calibrate_threshold(scores))
        postprocess = get_postprocess(cfg)
        kept = [int(postprocess(scores[i], boxes[i])[2]) for i in range(len(feats))]
        print(epoch, round(cfg.score_threshold, 3), kept)


if __name__ == "__main__":
    main()
