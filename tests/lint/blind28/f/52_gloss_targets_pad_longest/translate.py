import jax
import jax.numpy as jnp
import optax

opt = optax.adamw(1e-3)


def decoder_logits(p, feats, tgt_in):
    ctx = jnp.tanh(feats.mean(1) @ p["enc"])
    emb = p["emb"][tgt_in]
    h = jnp.tanh(emb + ctx[:, None, :])
    return h @ p["out"]


@jax.jit
def seq2seq_step(params, opt_state, feats, tgt):
    def loss_fn(p):
        logits = decoder_logits(p, feats, tgt[:, :-1])
        mask = (tgt[:, 1:] != 0).astype(jnp.float32)
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, tgt[:, 1:])
        return (ce * mask).sum() / mask.sum()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = opt.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss
