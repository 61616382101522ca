import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from loader import SCENES, scene_batches


class MultiSceneField(eqx.Module):
    codes: jax.Array
    mlp: eqx.nn.MLP

    def __init__(self, num_scenes, key):
        k1, k2 = jax.random.split(key)
        self.codes = 0.01 * jax.random.normal(k1, (num_scenes, 8))
        self.mlp = eqx.nn.MLP(3 + 8, 3, 32, 2, final_activation=jax.nn.sigmoid, key=k2)

    def __call__(self, pts, scene_id):
        code = jnp.broadcast_to(self.codes[scene_id], pts.shape[:-1] + (8,))
        return jax.vmap(self.mlp)(jnp.concatenate([pts, code], -1))


@eqx.filter_jit
def train_step(model, opt_state, batch):
    def loss_fn(m):
        pts = batch["origins"] + 2.0 * batch["dirs"]
        return jnp.mean((m(pts, batch["scene_id"]) - batch["rgb"]) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


model = MultiSceneField(len(SCENES), jax.random.PRNGKey(0))
optim = optax.adam(1e-3)
opt_state = optim.init(eqx.filter(model, eqx.is_array))
for name, batch in scene_batches(steps=8):
    model, opt_state, loss = train_step(model, opt_state, batch)
    print(name, float(loss))
