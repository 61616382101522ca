import jax
import jax.numpy as jnp
import numpy as np
import optax

from evaluation import KNNCallback

NUM_CLASSES = 4


def embed(params, x):
    z = jnp.tanh(x @ params)
    return z / jnp.linalg.norm(z, axis=-1, keepdims=True)


def alignment_loss(params, x1, x2):
    z1, z2 = embed(params, x1), embed(params, x2)
    align = jnp.sum((z1 - z2) ** 2, axis=-1).mean()
    sq = jnp.sum((z1[:, None] - z1[None]) ** 2, axis=-1)
    uniform = jnp.log(jnp.exp(-2.0 * sq).mean())
    return align + uniform


tx = optax.adam(1e-2)


@jax.jit
def step(params, opt_state, x1, x2):
    loss, g = jax.value_and_grad(alignment_loss)(params, x1, x2)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    centers = rng.normal(size=(NUM_CLASSES, 10)) * 2
    train_y = rng.integers(0, NUM_CLASSES, 64)
    val_y = rng.integers(0, NUM_CLASSES, 32)
    train_x = (centers[train_y] + rng.normal(size=(64, 10))).astype(np.float32)
    val_x = (centers[val_y] + rng.normal(size=(32, 10))).astype(np.float32)

    params = jax.random.normal(jax.random.PRNGKey(0), (10, 8)) * 0.3
    opt_state = tx.init(params)
    knn = KNNCallback(ks=(1, 5, 10), num_classes=NUM_CLASSES)
    for epoch in range(4):
        for _ in range(3):
            x = train_x[rng.integers(0, 64, 16)]
            x1 = x + 0.2 * rng.normal(size=x.shape).astype(np.float32)
            x2 = x + 0.2 * rng.normal(size=x.shape).astype(np.float32)
            params, opt_state, loss = step(params, opt_state, x1, x2)
        acc = knn.on_epoch_end(epoch, embed, params, train_x, jnp.asarray(train_y), val_x, jnp.asarray(val_y))
        print(epoch, float(loss), acc)


if __name__ == "__main__":
    main()
