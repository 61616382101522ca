import collections

import jax
import jax.numpy as jnp
import numpy as np
import optax


class CheckpointManager:
    def __init__(self, keep):
        self.saved = collections.OrderedDict()
        self.keep = keep

    def save(self, step, params):
        self.saved[step] = jax.device_get(jax.tree.map(lambda p: p.astype(jnp.bfloat16), params))
        while len(self.saved) > self.keep:
            self.saved.popitem(last=False)

    def restore_latest(self, like=None):
        step = next(reversed(self.saved))
        return jax.tree.map(jnp.asarray, self.saved[step])


tx = optax.adam(1e-2)


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"dense1": {"kernel": jax.random.normal(k1, (6, 12)) * 0.3, "bias": jnp.zeros(12)},
            "dense2": {"kernel": jax.random.normal(k2, (12, 1)) * 0.3, "bias": jnp.zeros(1)}}


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        h = jax.nn.silu(x @ p["dense1"]["kernel"] + p["dense1"]["bias"])
        return jnp.mean((h @ p["dense2"]["kernel"] + p["dense2"]["bias"] - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    manager = CheckpointManager(keep=2)
    params = init_params(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    for step in range(8):
        x = rng.normal(size=(16, 6)).astype(np.float32)
        params, opt_state, loss = train_step(params, opt_state, x, np.sin(x[:, :1]))
        if step % 4 == 3:
            manager.save(step, params)
            params = manager.restore_latest(like=params)
        print(step, float(loss))


if __name__ == "__main__":
    main()
