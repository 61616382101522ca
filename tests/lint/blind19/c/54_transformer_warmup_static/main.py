from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from config import TrainConfig
from model import TinyTransformerEncoder

CFG = TrainConfig()
VOCAB = 80


@partial(jax.jit, static_argnums=(4,))
def train_step(params, opt_state, ids, labels, step):
    warmup = min(1.0, (step + 1) / CFG.warmup_steps)

    def loss_fn(p):
        logits = MODEL.apply(p, ids)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    grads = jax.tree_util.tree_map(lambda g: g * warmup, grads)
    updates, opt_state = TX.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


MODEL = TinyTransformerEncoder(VOCAB)
TX = optax.adam(CFG.peak_lr)


def main():
    rng = np.random.default_rng(0)
    ids = rng.integers(1, VOCAB, size=(CFG.total_steps * CFG.batch_size, CFG.seq_len)).astype(np.int32)
    labels = (ids[:, 1] % 3).astype(np.int32)
    params = MODEL.init(jax.random.PRNGKey(0), ids[:1])
    opt_state = TX.init(params)
    for step in range(CFG.total_steps):
        sl = slice(step * CFG.batch_size, (step + 1) * CFG.batch_size)
        params, opt_state, loss = train_step(params, opt_state, ids[sl], labels[sl], step)
    print(f"final loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
