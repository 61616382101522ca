import jax
import jax.numpy as jnp
import numpy as np
import optax


DEPLOYMENT_SPLITS = ("test",)


@jax.jit
def split_accuracy(params, x, y):
    logits = x @ params["w"].astype(x.dtype) + params["b"].astype(x.dtype)
    return jnp.mean(jnp.argmax(logits, -1) == y)


def evaluate_splits(params, splits):
    """Deployment splits are scored at the serving precision (float16)."""
    out = {}
    for name, (x, y) in splits.items():
        if name in DEPLOYMENT_SPLITS:
            x = x.astype(np.float16)
        out[name] = float(split_accuracy(params, x, y))
    return out


tx = optax.sgd(0.3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(x @ p["w"] + p["b"], y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def make_split(rng, n, shift):
    x = (rng.normal(size=(n, 5)) + shift).astype(np.float32)
    return x, (x[:, 0] > shift).astype(np.int32)


def main():
    rng = np.random.default_rng(0)
    x, y = make_split(rng, 64, 0.0)
    splits = {"val": make_split(rng, 32, 0.0), "ood": make_split(rng, 32, 1.0), "test": make_split(rng, 32, 0.0)}
    params = {"w": jnp.zeros((5, 2)), "b": jnp.zeros(2)}
    opt_state = tx.init(params)
    for epoch in range(3):
        for _ in range(5):
            params, opt_state, loss = train_step(params, opt_state, x, y)
        print(epoch, evaluate_splits(params, splits))


if __name__ == "__main__":
    main()
