import numpy as np
import jax.numpy as jnp
from config import TRAIN_CFG, EVAL_CFG
from model import trichomonas_score

rng = np.random.default_rng(66)
w = jnp.asarray(rng.normal(size=7), jnp.float32)
for rnd in range(3):
    xb = rng.normal(size=(TRAIN_CFG["batch"], 7)).astype(np.float32)
    p_train = trichomonas_score(w, xb, compute_dtype=TRAIN_CFG["compute_dtype"])
    xv = rng.normal(size=(EVAL_CFG["batch"], 7)).astype(np.float32)
    p_eval = trichomonas_score(w, xv, compute_dtype=EVAL_CFG["compute_dtype"])
    print(rnd, float(p_train.mean()), float(p_eval.mean()))
