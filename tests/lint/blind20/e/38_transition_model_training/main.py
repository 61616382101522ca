import jax
import jax.numpy as jnp

from model import init_params
from training import optimizer, set_learning_rate, train_step


def synthetic_transitions(key, n=256):
    kx, ku = jax.random.split(key)
    x = jax.random.normal(kx, (n, 2))
    u = jax.random.normal(ku, (n, 1))
    x_next = jnp.stack([x[:, 0] + 0.1 * x[:, 1], x[:, 1] + 0.1 * (u[:, 0] - jnp.sin(x[:, 0]))], -1)
    return x, u, x_next


def main():
    key = jax.random.PRNGKey(0)
    x, u, x_next = synthetic_transitions(key)
    params = init_params(key)
    lr = 3e-3
    opt_state = optimizer.init(params)
    for step in range(20):
        if step > 0 and step % 5 == 0:
            lr = lr * 0.5
            opt_state = set_learning_rate(opt_state, lr)
        params, opt_state, loss = train_step(params, opt_state, x, u, x_next)
    print(float(loss))


if __name__ == "__main__":
    main()
