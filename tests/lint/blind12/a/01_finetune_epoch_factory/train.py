import jax
import jax.numpy as jnp
import optax

from model import classifier_logits


def make_train_step(optimizer):
    def loss_fn(params, batch):
        logits = classifier_logits(params, batch["input_ids"], batch["attention_mask"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch["labels"]).mean()

    def train_step(params, opt_state, batch):
        loss, grads = jax.value_and_grad(loss_fn)(params, batch)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return jax.jit(train_step)


def run_epoch(params, opt_state, optimizer, batches):
    step_fn = make_train_step(optimizer)
    losses = []
    for batch in batches:
        params, opt_state, loss = step_fn(params, opt_state, batch)
        losses.append(loss)
    return params, opt_state, jnp.stack(losses).mean()
