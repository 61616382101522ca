import jax
import optax

from trainer import make_train_step

VOCAB, DIM, RANK, CLASSES = 60, 16, 2, 3


def init(key):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"frozen_emb": jax.random.normal(k1, (VOCAB, DIM)),
            "adapter_down": jax.random.normal(k2, (DIM, RANK)) * 0.01,
            "adapter_up": jax.numpy.zeros((RANK, DIM)),
            "head": jax.random.normal(k3, (DIM, CLASSES)) * 0.1}


def batches(key, n):
    for k in jax.random.split(key, n):
        k1, k2 = jax.random.split(k)
        yield {"ids": jax.random.randint(k1, (8, 20), 0, VOCAB),
               "label": jax.random.randint(k2, (8,), 0, CLASSES)}


def main():
    params = init(jax.random.PRNGKey(0))
    base_lr = 1e-2
    tx = optax.inject_hyperparams(optax.adam)(learning_rate=base_lr)
    train_step = make_train_step(tx)
    opt_state = tx.init(params)
    for epoch in range(4):
        lr = base_lr * 0.5 ** epoch
        opt_state.hyperparams["learning_rate"] = jax.numpy.asarray(lr, jax.numpy.float32)
        for batch in batches(jax.random.PRNGKey(epoch), 3):
            params, opt_state, loss = train_step(params, opt_state, batch)
        print(f"epoch {epoch} lr {lr:.4f} loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
