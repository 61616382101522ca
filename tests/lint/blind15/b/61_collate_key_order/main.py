import jax
import jax.numpy as jnp
import numpy as np
import optax

from collate import collate_default, collate_with_positions

VOCAB, DIM, SEQ = 40, 16, 12
tx = optax.adam(1e-3)


def loss_fn(params, batch):
    x = params["embed"][batch["input_ids"]] + params["pos"][batch["position_ids"]]
    logits = jnp.tanh(x[:, :-1]) @ params["out"]
    nll = optax.softmax_cross_entropy_with_integer_labels(logits, batch["input_ids"][:, 1:])
    m = batch["attention_mask"][:, 1:]
    return (nll * m).sum() / m.sum()


@jax.jit
def train_step(params, opt_state, batch):
    loss, grads = jax.value_and_grad(loss_fn)(params, batch)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


if __name__ == "__main__":
    ks = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"embed": jax.random.normal(ks[0], (VOCAB, DIM)) * 0.1,
              "pos": jax.random.normal(ks[1], (SEQ, DIM)) * 0.1,
              "out": jax.random.normal(ks[2], (DIM, VOCAB)) * 0.1}
    opt_state = tx.init(params)
    rng = np.random.default_rng(0)
    for step in range(6):
        examples = [rng.integers(1, VOCAB, rng.integers(6, SEQ + 1)) for _ in range(4)]
        collate = collate_with_positions if step % 2 else collate_default
        batch = collate(examples, SEQ)
        params, opt_state, loss = train_step(params, opt_state, batch)
        print(step, list(batch), float(loss))
