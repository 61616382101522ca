import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from model import StyleEncoder, contrastive_step

rng = np.random.default_rng(75)
# paired product views (flat-lay vs. on-model) as 20-d attribute vectors
base = rng.normal(size=(64, 20)).astype(np.float32)
anchors, positives = base, (base + rng.normal(0, 0.1, base.shape)).astype(np.float32)

model = StyleEncoder(jax.random.PRNGKey(0))
lr = jnp.float32(0.05)
for epoch in range(4):
    model = eqx.tree_at(lambda m: m.temperature, model, 0.5 * 0.8 ** epoch)
    for _ in range(5):
        model, loss = contrastive_step(model, anchors, positives, lr)
    print(epoch, round(model.temperature, 3), float(loss))
