import numpy as np
import jax
import jax.numpy as jnp
import equinox as eqx
import optax

from dataset import UdderScoreDataset


class UdderCNN(eqx.Module):
    conv: eqx.nn.Conv2d
    fc: eqx.nn.Linear

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.conv = eqx.nn.Conv2d(3, 6, 3, key=k1)
        self.fc = eqx.nn.Linear(6, 1, key=k2)

    def __call__(self, x):
        h = jax.nn.relu(self.conv(jnp.transpose(x, (2, 0, 1))))
        return self.fc(h.mean(axis=(1, 2)))[0]


ds = UdderScoreDataset()
model = UdderCNN(jax.random.PRNGKey(0))
opt = optax.adam(1e-2)
opt_state = opt.init(eqx.filter(model, eqx.is_array))


@eqx.filter_jit
def udder_step(model, opt_state, x, y):
    loss, grads = eqx.filter_value_and_grad(lambda m: jnp.mean((jax.vmap(m)(x) - y) ** 2))(model)
    upd, opt_state = opt.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, upd), opt_state, loss


order_rng = np.random.default_rng(0)
for epoch in range(3):
    order = order_rng.permutation(len(ds))
    for b in range(len(ds) // 24):
        x, y = ds.get_batch(order[b * 24:(b + 1) * 24], augment=(b % 2 == 0))
        model, opt_state, loss = udder_step(model, opt_state, x, y)
    print(epoch, float(loss))
