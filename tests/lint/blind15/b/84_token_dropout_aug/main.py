import jax
import jax.numpy as jnp
import numpy as np
import optax

from augment import drop_tokens

VOCAB, DIM, SEQ = 40, 16, 16
tx = optax.adam(1e-3)


def lm_loss(params, tokens):
    logits = jnp.tanh(params["embed"][tokens[:, :-1]]) @ params["out"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()


@jax.jit
def train_step(params, opt_state, tokens):
    loss, grads = jax.value_and_grad(lm_loss)(params, tokens)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


if __name__ == "__main__":
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"embed": jax.random.normal(k1, (VOCAB, DIM)) * 0.1,
              "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.1}
    opt_state = tx.init(params)
    rng = np.random.default_rng(0)
    for step in range(5):
        tokens = rng.integers(2, VOCAB, (4, SEQ)).astype(np.int32)
        tokens = drop_tokens(tokens, 0.15, rng)
        params, opt_state, loss = train_step(params, opt_state, tokens)
        print(step, tokens.shape, float(loss))
