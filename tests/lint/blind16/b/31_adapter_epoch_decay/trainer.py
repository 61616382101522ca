import jax
import jax.numpy as jnp
import optax


def classifier_loss(params, batch):
    h = params["frozen_emb"][batch["ids"]].mean(axis=1)
    h = h + (h @ params["adapter_down"]) @ params["adapter_up"]
    logits = h @ params["head"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, batch["label"]).mean()


def make_train_step(tx):
    def train_step(params, opt_state, batch):
        loss, grads = jax.value_and_grad(classifier_loss)(params, batch)
        grads["frozen_emb"] = jnp.zeros_like(grads["frozen_emb"])
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return jax.jit(train_step)
