import jax
import jax.numpy as jnp
import optax

from model import encode


@jax.jit
def ctc_from_logprobs(logprobs, frame_mask, labels, label_mask):
    return optax.ctc_loss(logprobs, 1.0 - frame_mask, labels, 1.0 - label_mask).mean()


@jax.jit
def train_step(params, feats, frame_mask, labels, label_mask, lr=0.1):
    def loss_fn(p):
        return ctc_from_logprobs(encode(p, feats, frame_mask), frame_mask, labels, label_mask)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss


def dev_loss(params, feats, frame_mask, labels, label_mask):
    logprobs = encode(params, feats, frame_mask)
    return float(ctc_from_logprobs(logprobs, frame_mask, labels, label_mask))


def greedy_ctc_decode(params, feats, frame_mask, blank=0):
    logprobs = encode(params, feats, frame_mask=frame_mask)
    best = jnp.argmax(logprobs, axis=-1)
    return [[int(t) for i, t in enumerate(row) if t != blank and (i == 0 or t != row[i - 1])]
            for row in best.tolist()]
