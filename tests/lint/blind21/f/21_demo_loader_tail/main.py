import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from loader import DemoLoader

OBS, ACT = 11, 3


def build_buffer(num_transitions, seed=0):
    rng = np.random.default_rng(seed)
    obs = rng.normal(size=(num_transitions, OBS)).astype(np.float32)
    act = np.tanh(obs[:, :ACT] * 0.5).astype(np.float32)
    return obs, act


@eqx.filter_jit
def train_step(policy, opt_state, obs, act):
    def loss_fn(p):
        return jnp.mean((jax.vmap(p)(obs) - act) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(policy)
    updates, opt_state = optim.update(grads, opt_state, policy)
    return eqx.apply_updates(policy, updates), opt_state, loss


optim = optax.adam(1e-3)


def main():
    obs, act = build_buffer(200)
    loader = DemoLoader(obs, act, batch_size=64)
    policy = eqx.nn.MLP(OBS, ACT, 64, 2, key=jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(policy, eqx.is_array))
    for epoch in range(3):
        for o, a in loader:
            policy, opt_state, loss = train_step(policy, opt_state, o, a)
        print(epoch, len(loader), float(loss))


if __name__ == "__main__":
    main()
