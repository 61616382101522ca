import numpy as np
import jax
from model import classifier, classify_slots
from segment import crown_slots, MAX_CROWNS

params = classifier.init(jax.random.PRNGKey(2), np.zeros((MAX_CROWNS, 3), np.float32))
rng = np.random.default_rng(20)
for k in range(6):
    feats, valid, n = crown_slots(rng)
    print("image", k, "crowns", n, "conifer share", round(float(classify_slots(params, feats, valid)), 3))
