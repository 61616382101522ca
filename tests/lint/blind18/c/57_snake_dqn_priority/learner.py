import flax.linen as nn
import jax
import jax.numpy as jnp
import optax


class QNet(nn.Module):
    actions: int = 4

    @nn.compact
    def __call__(self, x):
        return nn.Dense(self.actions)(nn.relu(nn.Dense(64)(x)))


qnet = QNet()
tx = optax.adam(1e-3)


@jax.jit
def dqn_update(params, target_params, opt_state, batch):
    def loss_fn(p):
        q = qnet.apply(p, batch["obs"])
        q_a = jnp.take_along_axis(q, batch["action"][:, None], axis=1)[:, 0]
        target = batch["reward"] + 0.95 * qnet.apply(target_params, batch["next_obs"]).max(-1)
        td = q_a - jax.lax.stop_gradient(target)
        w = batch.get("weights", jnp.ones_like(td))
        return jnp.mean(w * td ** 2), td
    (loss, td), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss, td
