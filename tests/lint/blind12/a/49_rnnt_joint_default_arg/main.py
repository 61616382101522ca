import jax
import numpy as np

from decoder import GreedyTransducer

ENC, PRED, JOINT, VOCAB = 12, 10, 16, 20


def init_params(key):
    ks = jax.random.split(key, 5)
    return {"w_enc": jax.random.normal(ks[0], (ENC, JOINT)) * 0.4,
            "w_pred": jax.random.normal(ks[1], (PRED, JOINT)) * 0.4,
            "w_out": jax.random.normal(ks[2], (JOINT, VOCAB)) * 0.4,
            "emb": jax.random.normal(ks[3], (VOCAB, PRED)) * 0.4,
            "w_rec": jax.random.normal(ks[4], (PRED, PRED)) * 0.4}


if __name__ == "__main__":
    decoder = GreedyTransducer(init_params(jax.random.PRNGKey(0)), blank_penalty=0.0)
    enc = np.random.default_rng(0).standard_normal((6, ENC)).astype(np.float32)
    print("hypothesis:", decoder.decode(enc))
