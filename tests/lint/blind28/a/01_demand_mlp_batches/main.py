import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import make_bookings, iterate


def init_params(key, sizes=(3, 32, 1)):
    params = []
    for a, b in zip(sizes[:-1], sizes[1:]):
        key, sub = jax.random.split(key)
        params.append((jax.random.normal(sub, (a, b)) * 0.1, jnp.zeros(b)))
    return params


def forward(params, x):
    for w, b in params[:-1]:
        x = jax.nn.relu(x @ w + b)
    w, b = params[-1]
    return x @ w + b


opt = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((forward(p, x) - y) ** 2))(params)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    x, y = make_bookings()
    params = init_params(jax.random.PRNGKey(0))
    opt_state = opt.init(params)
    rng = np.random.default_rng(1)
    for epoch in range(3):
        for xb, yb in iterate(x, y, 96, rng):
            params, opt_state, loss = train_step(params, opt_state, xb, yb)
        print(f"epoch {epoch} occupancy mse {float(loss):.4f}")


if __name__ == "__main__":
    main()
