import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import ImbalancedLoader

tx = optax.sgd(0.1)
WARMUP_EPOCHS = 1


@jax.jit
def train_step(params, opt_state, batch):
    def loss_fn(p):
        logits = batch["x"] @ p["w"] + p["b"]
        per_ex = optax.softmax_cross_entropy_with_integer_labels(logits, batch["y"])
        if "weight" in batch:
            return jnp.sum(per_ex * batch["weight"]) / jnp.sum(batch["weight"])
        return per_ex.mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    loader = ImbalancedLoader()
    params = {"w": jnp.zeros((6, 2)), "b": jnp.zeros((2,))}
    opt_state = tx.init(params)
    for epoch in range(3):
        if epoch == WARMUP_EPOCHS:
            freq = np.bincount(loader.y, minlength=2) / len(loader.y)
            loader.set_class_weights(1.0 / (2 * freq))
        for batch in loader:
            params, opt_state, loss = train_step(params, opt_state, batch)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
