import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from schedule import warmup_cosine


class OccupancyNet(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(3, "scalar", width_size=32, depth=3, key=key)

    def __call__(self, pts):
        return jax.vmap(self.mlp)(pts)


@eqx.filter_jit
def sgd_step(model, pts, occ, step):
    def loss_fn(m):
        logits = m(pts)
        return jnp.mean(jnp.maximum(logits, 0) - logits * occ + jnp.log1p(jnp.exp(-jnp.abs(logits))))

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    lr = warmup_cosine(step)
    model = eqx.apply_updates(model, jax.tree_util.tree_map(lambda g: -lr * g, grads))
    return model, loss


rng = np.random.default_rng(0)
model = OccupancyNet(jax.random.PRNGKey(0))
for step in range(8):
    pts = rng.uniform(-1, 1, size=(128, 3)).astype(np.float32)
    occ = (np.linalg.norm(pts, axis=-1) < 0.6).astype(np.float32)
    model, loss = sgd_step(model, pts, occ, jnp.asarray(step, jnp.int32))
    print(step, float(loss))
