import equinox as eqx
import jax
import jax.numpy as jnp
import optax

optimizer = optax.adam(1e-3)


def bc_loss(policy, obs, goal, expert_act):
    pred = jax.vmap(policy)(obs, goal)
    return jnp.mean((pred - expert_act) ** 2)


@eqx.filter_jit
def train_step(policy, opt_state, obs, goal, expert_act, step, noise_key):
    noise_scale = 0.1 * jnp.exp(-step / 50.0)
    obs = obs + noise_scale * jax.random.normal(noise_key, obs.shape)
    loss, grads = eqx.filter_value_and_grad(bc_loss)(policy, obs, goal, expert_act)
    updates, opt_state = optimizer.update(grads, opt_state)
    return eqx.apply_updates(policy, updates), opt_state, loss
