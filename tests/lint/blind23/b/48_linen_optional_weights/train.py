import flax.linen as nn
import jax
import jax.numpy as jnp
import optax


class Discriminator(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(32)(x))
        return nn.Dense(1)(x)[..., 0]


model = Discriminator()
tx = optax.adamw(1e-3)


@jax.jit
def discrim_step(params, opt_state, batch):
    def loss_fn(p):
        logits = model.apply(p, batch["features"])
        per = optax.sigmoid_binary_cross_entropy(logits, batch["label"])
        w = batch.get("weights", jnp.ones_like(per))
        return jnp.sum(w * per) / jnp.sum(w)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
