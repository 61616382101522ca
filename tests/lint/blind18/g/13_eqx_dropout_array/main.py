import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import DropoutAnnealing
from model import Net


@eqx.filter_jit
def train_step(model, opt_state, x, y, key):
    def loss_fn(m):
        keys = jax.random.split(key, x.shape[0])
        pred = jax.vmap(m)(x, keys)
        return jnp.mean((pred - y) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


optim = optax.adam(3e-3)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 5)).astype(np.float32)
    y = (x ** 2).sum(-1, keepdims=True).astype(np.float32)
    key = jax.random.PRNGKey(0)
    model = Net(5, 32, 1, p=0.3, key=key)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    anneal = DropoutAnnealing(0.3, 0.0, epochs=4)
    for epoch in range(4):
        model = anneal.on_epoch_start(model, epoch)
        for i in range(0, 64, 16):
            key, sub = jax.random.split(key)
            model, opt_state, loss = train_step(model, opt_state, x[i:i + 16], y[i:i + 16], sub)
        print(epoch, float(model.drop.p), float(loss))


if __name__ == "__main__":
    main()
