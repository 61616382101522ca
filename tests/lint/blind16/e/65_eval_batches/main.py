import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import eval_batches, make_split, train_batches

tx = optax.adam(1e-2)


@jax.jit
def loss_and_metrics(params, batch):
    inputs, targets = batch
    logits = inputs @ params["w"] + params["b"]
    loss = optax.sigmoid_binary_cross_entropy(logits, targets).mean()
    acc = jnp.mean((logits > 0) == (targets > 0.5))
    return loss, acc


@jax.jit
def train_step(params, opt_state, batch):
    (loss, acc), grads = jax.value_and_grad(loss_and_metrics, has_aux=True)(params, batch)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x_tr, t_tr = make_split(rng, 96)
    x_va, t_va = make_split(rng, 32)
    params = {"w": jnp.zeros((8, 1)), "b": jnp.zeros((1,))}
    opt_state = tx.init(params)
    for epoch in range(3):
        for batch in train_batches(x_tr, t_tr, 16, rng):
            params, opt_state, loss = train_step(params, opt_state, batch)
            _, train_acc = loss_and_metrics(params, batch)
        val = [loss_and_metrics(params, b) for b in eval_batches(x_va, t_va, 16)]
        val_acc = float(np.mean([float(a) for _, a in val]))
        print(f"epoch {epoch}: train_acc={float(train_acc):.3f} val_acc={val_acc:.3f}")


if __name__ == "__main__":
    main()
