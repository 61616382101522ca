import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from model import ShopTheLook, retrieval_step

rng = np.random.default_rng(76)
# street-style crops (queries) paired with catalogue items
items = rng.normal(size=(48, 16)).astype(np.float32)
queries = (items @ rng.normal(size=(16, 16)) * 0.3 + items).astype(np.float32)

model = ShopTheLook(jax.random.PRNGKey(3))
for epoch in range(4):
    model = eqx.tree_at(lambda m: m.log_temp, model, jnp.log(jnp.float32(0.5 * 0.8 ** epoch)))
    for _ in range(5):
        model, loss = retrieval_step(model, queries, items, jnp.float32(0.05))
    print(epoch, float(jnp.exp(model.log_temp)), float(loss))
