import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import DropoutPolicy

OBS, ACT, BATCH = 10, 4, 32
optim = optax.adamw(1e-3, weight_decay=1e-4)


@eqx.filter_jit
def action_loss(policy, obs, act, key, inference):
    keys = jax.random.split(key, obs.shape[0])
    pred = jax.vmap(lambda o, k: policy(o, k, inference=inference))(obs, keys)
    return jnp.mean((pred - act) ** 2)


@eqx.filter_jit
def train_step(policy, opt_state, obs, act, key):
    loss, grads = eqx.filter_value_and_grad(action_loss)(policy, obs, act, key, False)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(policy, eqx.is_array))
    return eqx.apply_updates(policy, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    policy = DropoutPolicy(OBS, ACT, key)
    opt_state = optim.init(eqx.filter(policy, eqx.is_array))
    val_obs = rng.normal(size=(BATCH, OBS)).astype(np.float32)
    val_act = rng.normal(size=(BATCH, ACT)).astype(np.float32)
    for step in range(6):
        key, k_train, k_val = jax.random.split(key, 3)
        obs = rng.normal(size=(BATCH, OBS)).astype(np.float32)
        act = rng.normal(size=(BATCH, ACT)).astype(np.float32)
        policy, opt_state, loss = train_step(policy, opt_state, obs, act, k_train)
        train_loss = action_loss(policy, obs, act, k_val, False)
        val_loss = action_loss(policy, val_obs, val_act, k_val, True)
        print(step, float(loss), float(train_loss), float(val_loss))


if __name__ == "__main__":
    main()
