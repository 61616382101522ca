import numpy as np
import jax
from config import SWEEP
from lm import train_bigram, step_logits

seq = np.random.default_rng(6).integers(0, 12, size=500)
table = train_bigram(seq)
key = jax.random.PRNGKey(0)
for cfg in SWEEP:
    tok = 0
    out = []
    for _ in range(cfg.max_len):
        key, sub = jax.random.split(key)
        logits = step_logits(table, tok, cfg.temperature)
        top = jax.lax.top_k(logits, cfg.top_k)
        tok = int(top[1][jax.random.categorical(sub, top[0])])
        out.append(tok)
    print(cfg.temperature, out)
