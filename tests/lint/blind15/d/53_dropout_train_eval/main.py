import functools

import jax
import jax.numpy as jnp
import optax

from model import QNet

net = QNet(n_actions=3)
opt = optax.adam(1e-3)


@functools.partial(jax.jit, static_argnames=("train",))
def q_forward(params, obs, key, train):
    return net.apply(params, obs, train=train, rngs={"dropout": key})


@jax.jit
def fit_step(params, opt_state, obs, targets, key):
    def loss_fn(p):
        return jnp.mean((q_forward(p, obs, key, train=True) - targets) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    key = jax.random.PRNGKey(0)
    k1, k2, k3, key = jax.random.split(key, 4)
    obs = jax.random.normal(k1, (32, 5))
    targets = jax.random.normal(k2, (32, 3))
    params = net.init(k3, obs, train=False)
    opt_state = opt.init(params)
    for epoch in range(6):
        key, sk, nk, ek = jax.random.split(key, 4)
        noisy_q = q_forward(params, obs, nk, train=True)
        actions = jnp.argmax(noisy_q, axis=-1)
        params, opt_state, loss = fit_step(params, opt_state, obs, targets, sk)
        if epoch % 2 == 1:
            q_eval = q_forward(params, obs, ek, train=False)
            agree = jnp.mean(jnp.argmax(q_eval, -1) == actions)
            print(epoch, float(loss), float(agree))


if __name__ == "__main__":
    main()
