import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import batches, make_sessions

VOCAB = 1000
DIM = 32


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {
        "item_emb": jax.random.normal(k1, (VOCAB, DIM)) * 0.05,
        "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.05,
    }


def loss_fn(params, tokens, mask, targets):
    emb = params["item_emb"][tokens] * mask[..., None]
    pooled = emb.sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1)
    logits = pooled @ params["out"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, targets).mean()


optimizer = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, tokens, mask, targets):
    loss, grads = jax.value_and_grad(loss_fn)(params, tokens, mask, targets)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(1)
    sessions = make_sessions(rng, 6 * 4)
    params = init_params(jax.random.PRNGKey(0))
    opt_state = optimizer.init(params)
    for step, (tokens, mask, targets) in enumerate(batches(sessions, 4)):
        params, opt_state, loss = train_step(params, opt_state, tokens, mask, targets)
        print(f"step {step} width {tokens.shape[1]} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
