import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax
from model import PleadingClassifier

def loss_fn(model, x, y, key):
    keys = jax.random.split(key, x.shape[0])
    logits = jax.vmap(model)(x, keys)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

@eqx.filter_jit
def pleading_loss(model, x, y, key):
    return loss_fn(model, x, y, key)

@eqx.filter_jit
def pleading_update(model, x, y, key):
    g = eqx.filter_grad(loss_fn)(model, x, y, key)
    return eqx.apply_updates(model, jax.tree_util.tree_map(lambda t: -0.1 * t, g))

rng = np.random.default_rng(0)
x = jnp.asarray(rng.normal(size=(64, 24)).astype(np.float32))
y = jnp.asarray(rng.integers(0, 3, size=64))
model = PleadingClassifier(jax.random.PRNGKey(0))
key = jax.random.PRNGKey(1)
for epoch in range(4):
    key, k1, k2 = jax.random.split(key, 3)
    model = pleading_update(model, x, y, k1)
    train_loss = pleading_loss(model, x, y, k2)
    val_loss = pleading_loss(eqx.nn.inference_mode(model), x, y, k2)
    print(epoch, float(train_loss), float(val_loss))
