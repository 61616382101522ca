import jax
import jax.numpy as jnp
import numpy as np
import optax

from sampling import batches

tx = optax.sgd(0.1)


@jax.jit
def train_step(params, opt_state, batch):
    def loss_fn(p):
        per_ex = optax.sigmoid_binary_cross_entropy(batch["x"] @ p, batch["y"])
        if "weight" in batch:
            per_ex = per_ex * batch["weight"]
        return per_ex.mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(200, 4)).astype(np.float32)
    y = (x[:, 0] > 1.0).astype(np.float32)
    folds = np.array_split(np.arange(200), 4)
    for k, val in enumerate(folds):
        tr = np.setdiff1d(np.arange(200), val)
        params = jnp.zeros(4)
        opt_state = tx.init(params)
        for batch in batches(x[tr], y[tr], 25, rng):
            params, opt_state, loss = train_step(params, opt_state, batch)
        print(k, float(loss))


if __name__ == "__main__":
    main()
