import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import DropoutPolicy

OBS, ACT, BATCH = 10, 4, 32
BASE_KEY = jax.random.PRNGKey(42)
optim = optax.adamw(1e-3, weight_decay=1e-4)


@eqx.filter_jit
def train_step(policy, opt_state, obs, act, step):
    keys = jax.random.split(jax.random.fold_in(BASE_KEY, step), obs.shape[0])

    def loss_fn(p):
        pred = jax.vmap(p)(obs, keys)
        return jnp.mean((pred - act) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(policy)
    params = eqx.filter(policy, eqx.is_array)
    updates, opt_state = optim.update(grads, opt_state, params)
    return eqx.apply_updates(policy, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    policy = DropoutPolicy(OBS, ACT, jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(policy, eqx.is_array))
    for step in range(5):
        obs = rng.normal(size=(BATCH, OBS)).astype(np.float32)
        act = rng.normal(size=(BATCH, ACT)).astype(np.float32)
        policy, opt_state, loss = train_step(policy, opt_state, obs, act, jnp.asarray(step, jnp.int32))
        print(step, float(loss))


if __name__ == "__main__":
    main()
