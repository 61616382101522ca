import jax
import jax.numpy as jnp

PEAK_LR, WARMUP_TOKENS = 5e-3, 400


def lr_at(tokens_seen):
    t = jnp.maximum(tokens_seen, 1).astype(jnp.float32)
    return PEAK_LR * jnp.minimum(t / WARMUP_TOKENS, jnp.sqrt(WARMUP_TOKENS / t))


@jax.jit
def lm_update(params, tokens, mask, tokens_seen):
    def loss_fn(p):
        logits = p["emb"][tokens[:, :-1]] @ p["out"]
        logp = jax.nn.log_softmax(logits)
        nll = -jnp.take_along_axis(logp, tokens[:, 1:, None], axis=-1)[..., 0]
        return (nll * mask[:, 1:]).sum() / mask[:, 1:].sum()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    lr = lr_at(tokens_seen)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss
