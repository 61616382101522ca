import jax
import jax.numpy as jnp
import optax
import flax.linen as nn


class IntentCNN(nn.Module):
    vocab: int
    num_intents: int
    dim: int = 32

    @nn.compact
    def __call__(self, ids):
        h = nn.Embed(self.vocab, self.dim)(ids)
        h = nn.relu(nn.Conv(self.dim, kernel_size=(3,))(h))
        return nn.Dense(self.num_intents)(h.max(axis=1))


def make_steps(model, tx):
    @jax.jit
    def train_step(params, opt_state, ids, labels):
        def loss_fn(p):
            logits = model.apply(p, ids)
            return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    @jax.jit
    def eval_step(params, ids, labels):
        logits = model.apply(params, ids)
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
        return loss, jnp.mean(jnp.argmax(logits, -1) == labels)

    return train_step, eval_step
