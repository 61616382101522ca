import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from buffers import STACK, OnlineFrameStack, training_stacks

optim = optax.adam(1e-3)
NUM_ENVS = 16


@eqx.filter_jit
def predict(policy, frames):
    x = jnp.concatenate(frames, axis=-1)
    return jax.vmap(policy)(x)


@eqx.filter_jit
def train_step(policy, opt_state, frames, actions):
    loss, grads = eqx.filter_value_and_grad(lambda p: jnp.mean((predict(p, frames) - actions) ** 2))(policy)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(policy, eqx.is_array))
    return eqx.apply_updates(policy, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    policy = eqx.nn.MLP(6 * STACK, 2, 64, 2, key=jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(policy, eqx.is_array))
    for it in range(3):
        frames, actions = training_stacks(rng)
        policy, opt_state, loss = train_step(policy, opt_state, frames, actions)
        train_pred = predict(policy, frames)
        stack = OnlineFrameStack(rng.normal(size=(NUM_ENVS, 6)).astype(np.float32))
        for t in range(4):
            action = predict(policy, stack.get())
            stack.push(rng.normal(size=(NUM_ENVS, 6)).astype(np.float32))
        print(it, float(loss), train_pred.shape, np.asarray(action).round(3))


if __name__ == "__main__":
    main()
