import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from collate import batches

SIZES = [40, 52, 33, 47, 60, 38, 45, 52, 29, 61, 50, 44]


class DeepSetClassifier(eqx.Module):
    phi: eqx.nn.MLP
    rho: eqx.nn.MLP

    def __init__(self, key, num_classes=3):
        k1, k2 = jax.random.split(key)
        self.phi = eqx.nn.MLP(3, 32, 32, 2, key=k1)
        self.rho = eqx.nn.MLP(32, num_classes, 32, 1, key=k2)

    def __call__(self, pts, mask):
        feats = jax.vmap(self.phi)(pts) * mask[:, None]
        return self.rho(jnp.sum(feats, 0) / jnp.maximum(jnp.sum(mask), 1.0))


@eqx.filter_jit
def step(model, opt_state, pts, mask, labels):
    def loss_fn(m):
        logits = jax.vmap(m)(pts, mask)
        return jnp.mean(optax.softmax_cross_entropy_with_integer_labels(logits, labels))

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


rng = np.random.default_rng(0)
clouds = [rng.normal(size=(n, 3)).astype(np.float32) for n in SIZES]
labels = [i % 3 for i in range(len(SIZES))]
model = DeepSetClassifier(jax.random.PRNGKey(0))
optim = optax.adam(1e-3)
opt_state = optim.init(eqx.filter(model, eqx.is_array))
for epoch in range(2):
    for pts, mask, y in batches(clouds, labels, batch_size=4):
        model, opt_state, loss = step(model, opt_state, pts, mask, y)
    print(epoch, float(loss))
