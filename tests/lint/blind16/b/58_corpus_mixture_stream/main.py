import jax
import jax.numpy as jnp
import optax

from sources import VOCAB, dialogues, encyclopedia, interleave

tx = optax.adafactor(1e-2)


def init(key):
    return {"emb": jax.random.normal(key, (VOCAB, 32)) * 0.05}


@jax.jit
def train_step(params, opt_state, batch):
    ids, mask = batch["input_ids"], batch["mask"]

    def loss_fn(p):
        h = p["emb"][ids[:, :-1]]
        logits = h @ p["emb"].T
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, ids[:, 1:])
        return (ce * mask[:, 1:]).sum() / mask[:, 1:].sum()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = init(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    stream = interleave(encyclopedia(), dialogues(), weights=[0.7, 0.3])
    for step in range(10):
        params, opt_state, loss = train_step(params, opt_state, next(stream))
    print("loss", float(loss))


if __name__ == "__main__":
    main()
