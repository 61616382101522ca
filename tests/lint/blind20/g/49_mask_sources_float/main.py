import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from datasets import mixed_views


class Field(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(3, 3, width_size=32, depth=2, final_activation=jax.nn.sigmoid, key=key)

    def __call__(self, rays):
        return jax.vmap(self.mlp)(rays)


@eqx.filter_jit
def masked_step(model, opt_state, batch):
    def loss_fn(m):
        err = jnp.sum((m(batch["rays"]) - batch["rgb"]) ** 2, -1)
        w = batch["mask"] * 1.0
        return jnp.sum(err * w) / jnp.maximum(jnp.sum(w), 1.0)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


model = Field(jax.random.PRNGKey(0))
optim = optax.adam(1e-3)
opt_state = optim.init(eqx.filter(model, eqx.is_array))
for epoch in range(2):
    for batch in mixed_views(seed=epoch):
        model, opt_state, loss = masked_step(model, opt_state, batch)
    print(epoch, float(loss))
