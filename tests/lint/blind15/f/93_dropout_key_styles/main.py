import jax
import jax.numpy as jnp
import numpy as np
import optax


class KeySequence:
    def __init__(self, seed):
        self._key = jax.random.key(seed)

    def __next__(self):
        self._key, sub = jax.random.split(self._key)
        return sub


def eval_key(seed=0):
    return jax.random.PRNGKey(seed)


tx = optax.adam(1e-2)
RATE = 0.25


def forward(params, x, key):
    h = jax.nn.relu(x @ params["w1"])
    keep = jax.random.bernoulli(key, 1.0 - RATE, h.shape)
    h = jnp.where(keep, h / (1.0 - RATE), 0.0)
    return h @ params["w2"]


@jax.jit
def mc_loss(params, x, y, key):
    return jnp.mean((forward(params, x, key) - y) ** 2)


@jax.jit
def train_step(params, opt_state, x, y, key):
    loss, grads = jax.value_and_grad(mc_loss)(params, x, y, key)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    keys = KeySequence(0)
    params = {"w1": jax.random.normal(next(keys), (4, 16)) * 0.5, "w2": jnp.zeros((16, 1))}
    opt_state = tx.init(params)
    vx = rng.normal(size=(32, 4)).astype(np.float32)
    vy = vx[:, :1] ** 2
    for epoch in range(3):
        for _ in range(3):
            x = rng.normal(size=(32, 4)).astype(np.float32)
            params, opt_state, loss = train_step(params, opt_state, x, x[:, :1] ** 2, next(keys))
        train_mc = mc_loss(params, x, x[:, :1] ** 2, next(keys))
        val_mc = mc_loss(params, vx, vy, eval_key(epoch))
        print(epoch, float(loss), float(train_mc), float(val_mc))


if __name__ == "__main__":
    main()
