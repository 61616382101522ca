import jax
import jax.numpy as jnp
import numpy as np
import optax

from loader import CachedLoader

tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, batch):
    x, y = batch
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(x @ p["w"] + p["b"], y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(128, 7)).astype(np.float32)
    y = (x[:, 0] * x[:, 1] > 0).astype(np.float32)
    loader = CachedLoader(x, y, batch_size=32)
    params = {"w": jnp.zeros(7), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    for epoch in range(3):
        for batch in loader:
            params, opt_state, loss = train_step(params, opt_state, batch)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
