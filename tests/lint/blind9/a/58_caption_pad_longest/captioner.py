import jax
import jax.numpy as jnp
import optax

from dataset import PAD, VOCAB


def init_captioner(key, feat_dim=16, hidden=32):
    k1, k2, k3, k4 = jax.random.split(key, 4)
    return {"img_proj": jax.random.normal(k1, (feat_dim, hidden)) * 0.1,
            "embed": jax.random.normal(k2, (VOCAB, hidden)) * 0.1,
            "rec": jax.random.normal(k3, (hidden, hidden)) * 0.1,
            "out": jax.random.normal(k4, (hidden, VOCAB)) * 0.1}


def teacher_forced_loss(params, feats, tokens):
    h0 = jnp.tanh(feats @ params["img_proj"])
    inputs, targets = tokens[:, :-1], tokens[:, 1:]

    def cell(h, tok):
        h = jnp.tanh(h @ params["rec"] + params["embed"][tok])
        return h, h @ params["out"]

    _, logits = jax.lax.scan(cell, h0, inputs.T)
    logits = logits.transpose(1, 0, 2)
    mask = targets != PAD
    ce = optax.softmax_cross_entropy_with_integer_labels(logits, targets)
    return jnp.sum(ce * mask) / jnp.sum(mask)


opt = optax.adam(3e-3)


@jax.jit
def caption_step(params, opt_state, feats, tokens):
    loss, grads = jax.value_and_grad(teacher_forced_loss)(params, feats, tokens)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss
