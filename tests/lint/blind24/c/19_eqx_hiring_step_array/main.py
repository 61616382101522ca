import jax
import jax.numpy as jnp
import numpy as np
import equinox as eqx
import optax


class OfferAcceptModel(eqx.Module):
    layers: list

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(7, 24, key=k1), eqx.nn.Linear(24, 1, key=k2)]

    def __call__(self, x):
        x = jax.nn.relu(self.layers[0](x))
        return self.layers[1](x)[0]


schedule = optax.cosine_decay_schedule(0.05, decay_steps=40)


@eqx.filter_jit
def offer_step(model, x, y, step):
    def loss(m):
        return optax.sigmoid_binary_cross_entropy(jax.vmap(m)(x), y).mean()
    l, g = eqx.filter_value_and_grad(loss)(model)
    lr = schedule(step)
    model = eqx.apply_updates(model, jax.tree_util.tree_map(lambda t: -lr * t, g))
    return model, l


rng = np.random.default_rng(4)
X = rng.normal(size=(320, 7)).astype(np.float32)
y = (X[:, 1] + X[:, 2] > 0).astype(np.float32)
model = OfferAcceptModel(jax.random.PRNGKey(1))
step = 0
for epoch in range(5):
    for i in range(0, 320, 40):
        model, l = offer_step(model, X[i:i + 40], y[i:i + 40], jnp.asarray(step))
        step += 1
    print(epoch, float(l))
