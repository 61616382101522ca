from functools import partial

import jax
import jax.numpy as jnp
import optax


def make_train_step(model, tx):
    @partial(jax.jit, static_argnames=("num_negatives",))
    def train_step(params, opt_state, key, users, pos_items, num_negatives):
        def loss_fn(p):
            neg_items = jax.random.randint(
                key, (users.shape[0], num_negatives), 0, model.num_items
            )
            u, pos = model.apply(p, users, pos_items)
            _, neg = model.apply(p, users, neg_items)
            pos_logit = jnp.sum(u * pos, -1, keepdims=True)
            neg_logit = jnp.einsum("bd,bnd->bn", u, neg)
            logits = jnp.concatenate([pos_logit, neg_logit], axis=1) / 0.1
            labels = jnp.zeros((users.shape[0],), jnp.int32)
            return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return train_step


def negatives_for_step(step, start=2, every=2, cap=32):
    return min(cap, start + step // every)
