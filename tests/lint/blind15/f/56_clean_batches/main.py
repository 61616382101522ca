import jax
import jax.numpy as jnp
import numpy as np
import optax


def make_raw_table(n, dim, missing, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, dim)).astype(np.float32)
    y = (x @ np.arange(1, dim + 1, dtype=np.float32)).astype(np.float32)
    y[rng.random(n) < missing] = np.nan
    return x, y


def clean_batches(x, y, batch_size):
    for i in range(0, len(x), batch_size):
        xb, yb = x[i:i + batch_size], y[i:i + batch_size]
        keep = ~np.isnan(yb)
        yield {"x": xb[keep], "y": yb[keep], "w": np.ones(keep.sum(), np.float32)}


tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, batch):
    def loss_fn(p):
        pred = batch["x"] @ p["w"] + p["b"]
        err = (pred - batch["y"]) ** 2 * batch["w"]
        return err.sum() / jnp.maximum(batch["w"].sum(), 1.0)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    x, y = make_raw_table(n=128, dim=4, missing=0.1)
    params = {"w": jnp.zeros(4), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    for epoch in range(2):
        for batch in clean_batches(x, y, batch_size=32):
            params, opt_state, loss = train_step(params, opt_state, batch)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
