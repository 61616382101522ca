import numpy as np
import jax.numpy as jnp
from model import full_batch_fit, predict_proba
from selftrain import select_confident

# self-training a morpheme-boundary classifier with few gold labels and many unlabelled tokens
rng = np.random.default_rng(125)
W_true = rng.normal(size=(12, 3))
xl = rng.normal(size=(40, 12)).astype(np.float32)
yl = (xl @ W_true).argmax(1).astype(np.int32)
xu = rng.normal(size=(300, 12)).astype(np.float32)
w = full_batch_fit(jnp.zeros((12, 3)), xl, yl)
for rnd in range(4):
    keep, pseudo = select_confident(np.asarray(predict_proba(w, xu)), 0.6)
    x = np.concatenate([xl, xu[keep]])
    y = np.concatenate([yl, pseudo[keep].astype(np.int32)])
    w = full_batch_fit(w, x, y)
    print(rnd, int(keep.sum()))
