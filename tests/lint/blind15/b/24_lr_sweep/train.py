import jax
import jax.numpy as jnp
import optax

VOCAB, DIM = 32, 16


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"embed": jax.random.normal(k1, (VOCAB, DIM)) * 0.1,
            "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.1}


def lm_loss(params, tokens):
    logits = jnp.tanh(params["embed"][tokens[:, :-1]]) @ params["out"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()


def make_train_step(learning_rate):
    tx = optax.adamw(learning_rate, weight_decay=0.01)

    @jax.jit
    def train_step(params, opt_state, tokens):
        loss, grads = jax.value_and_grad(lm_loss)(params, tokens)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return tx, train_step
