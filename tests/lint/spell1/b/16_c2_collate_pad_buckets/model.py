import jax
import jax.numpy as jnp
import optax

from data import PAD_ID


def init(key, vocab=200, dim=16):
    k1, k2 = jax.random.split(key)
    return {"embed": jax.random.normal(k1, (vocab, dim)) * 0.1,
            "out": jax.random.normal(k2, (dim, 2)) * 0.1}


def forward(params, input_ids):
    mask = (input_ids != PAD_ID)[..., None].astype(jnp.float32)
    pooled = (params["embed"][input_ids] * mask).sum(1) / mask.sum(1)
    return pooled @ params["out"]


tx = optax.sgd(0.5)


@jax.jit
def update(params, opt_state, batch):
    def loss_fn(p):
        logits = forward(p, batch["input_ids"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch["labels"]).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss
