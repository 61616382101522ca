import jax
import jax.numpy as jnp
import optax

optimizer = optax.adam(5e-3)


def tag_logits(params, tokens):
    return jnp.tanh(params["emb"][tokens]) @ params["out"]


@jax.jit
def train_step(params, opt_state, tokens, tags):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(tag_logits(p, tokens), tags).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def token_uncertainty(params, tokens):
    p = jax.nn.softmax(tag_logits(params, tokens), axis=-1)
    return -(p * jnp.log(p + 1e-9)).sum(-1).mean(-1)
