import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import ReduceOnPlateau

VOCAB, DIM = 24, 8
tx = optax.inject_hyperparams(optax.adam)(learning_rate=1e-2)


def loss_fn(params, ids):
    logits = jnp.tanh(params["emb"][ids[:, :-1]]) @ params["out"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, ids[:, 1:]).mean()


@jax.jit
def train_step(params, opt_state, ids):
    loss, grads = jax.value_and_grad(loss_fn)(params, ids)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    params = {"emb": jnp.asarray(rng.normal(size=(VOCAB, DIM)) * 0.1, jnp.float32),
              "out": jnp.asarray(rng.normal(size=(DIM, VOCAB)) * 0.1, jnp.float32)}
    opt_state = tx.init(params)
    plateau = ReduceOnPlateau()
    for step in range(8):
        ids = rng.integers(0, VOCAB, size=(4, 10)).astype(np.int32)
        params, opt_state, loss = train_step(params, opt_state, ids)
        opt_state = plateau(opt_state, float(loss))
        print(step, float(loss), float(opt_state.hyperparams["learning_rate"]))


if __name__ == "__main__":
    main()
