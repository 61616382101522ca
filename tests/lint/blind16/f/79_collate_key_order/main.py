import jax
import jax.numpy as jnp
import numpy as np
import optax

from collate import collate_eval, collate_train

tx = optax.adam(1e-2)


def make_rows(n, seed):
    rng = np.random.default_rng(seed)
    rows = []
    for _ in range(n):
        f = rng.normal(size=6).astype(np.float32)
        rows.append({"features": f, "label": int(f[0] + f[1] > 0), "weight": float(rng.uniform(0.5, 1.5))})
    return rows


def weighted_ce(params, batch):
    logits = batch["features"] @ params["w"] + params["b"]
    ce = optax.softmax_cross_entropy_with_integer_labels(logits, batch["label"])
    return jnp.sum(ce * batch["weight"]) / jnp.sum(batch["weight"])


@jax.jit
def train_step(params, opt_state, batch):
    loss, grads = jax.value_and_grad(weighted_ce)(params, batch)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def eval_loss(params, batch):
    return weighted_ce(params, batch)


def main():
    train_rows, val_rows = make_rows(256, 0), make_rows(64, 1)
    params = {"w": jnp.zeros((6, 2)), "b": jnp.zeros(2)}
    opt_state = tx.init(params)
    for epoch in range(3):
        for i in range(0, 256, 64):
            params, opt_state, loss = train_step(params, opt_state, collate_train(train_rows[i:i + 64]))
        val_batch = collate_eval(val_rows)
        train_batch = collate_train(train_rows[:64])
        print(epoch, float(eval_loss(params, train_batch)), float(eval_loss(params, val_batch)))


if __name__ == "__main__":
    main()
