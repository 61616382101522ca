import numpy as np
import jax.numpy as jnp
from model import weighted_fit, pool_proba
from selftrain import pseudo_label_weights

# self-training a morpheme-boundary classifier with few gold labels and many unlabelled tokens
rng = np.random.default_rng(126)
W_true = rng.normal(size=(12, 3))
xl = rng.normal(size=(40, 12)).astype(np.float32)
yl = (xl @ W_true).argmax(1).astype(np.int32)
xu = rng.normal(size=(300, 12)).astype(np.float32)
x_all = np.concatenate([xl, xu])
w = jnp.zeros((12, 3))
sw = np.concatenate([np.ones(40, np.float32), np.zeros(300, np.float32)])
y_all = np.concatenate([yl, np.zeros(300, np.int32)])
w = weighted_fit(w, x_all, y_all, sw)
for rnd in range(4):
    mask, pseudo = pseudo_label_weights(np.asarray(pool_proba(w, xu)), 0.6)
    sw[40:], y_all[40:] = mask, pseudo
    w = weighted_fit(w, x_all, y_all, sw)
    print(rnd, int(mask.sum()))
