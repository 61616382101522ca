import jax
import jax.numpy as jnp
import optax

from data import VOCAB, SEQ, mixed_task_loader
from model import PairEncoder


def main():
    model = PairEncoder(VOCAB)
    dummy = jnp.zeros((1, SEQ), jnp.int32)
    params = model.init(jax.random.PRNGKey(0), dummy, dummy)
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(2e-3))
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state, batch):
        def loss_fn(p):
            logits = model.apply(p, batch["input_ids"], batch.get("segment_ids"))
            return optax.softmax_cross_entropy_with_integer_labels(logits, batch["labels"]).mean()
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    for step, batch in enumerate(mixed_task_loader(num_steps=8, batch_size=8)):
        params, opt_state, loss = train_step(params, opt_state, batch)
        if step % 4 == 3:
            print(f"step {step} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
