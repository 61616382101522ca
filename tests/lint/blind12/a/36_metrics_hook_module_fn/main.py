import jax
import jax.numpy as jnp
import numpy as np
import optax

from metrics import make_console_logger
from trainer import Trainer

VOCAB, DIM, SEQ, BATCH = 50, 16, 12, 4


def tagger_loss(params, batch):
    logits = params["emb"][batch["tokens"]] @ params["out"]
    mask = (batch["targets"] != 0).astype(jnp.float32)
    ce = optax.softmax_cross_entropy_with_integer_labels(logits, batch["targets"])
    return (ce * mask).sum() / mask.sum(), logits


def pos_tagging_batches(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        tokens = rng.integers(1, VOCAB, size=(BATCH, SEQ)).astype(np.int32)
        yield {"tokens": tokens, "targets": (tokens % 7 + 1).astype(np.int32)}


if __name__ == "__main__":
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"emb": jax.random.normal(k1, (VOCAB, DIM)) * 0.1, "out": jax.random.normal(k2, (DIM, 8)) * 0.1}
    trainer = Trainer(tagger_loss, params, hooks=[make_console_logger()])
    trainer.fit(pos_tagging_batches(6))
