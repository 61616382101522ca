import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import make_trips, iterate_batches


def init_params(key, sizes=(4, 32, 32, 1)):
    params = []
    for din, dout in zip(sizes[:-1], sizes[1:]):
        key, sub = jax.random.split(key)
        params.append((jax.random.normal(sub, (din, dout)) * jnp.sqrt(2.0 / din), jnp.zeros(dout)))
    return params


def forward(params, x):
    for w, b in params[:-1]:
        x = jax.nn.relu(x @ w + b)
    w, b = params[-1]
    return (x @ w + b).squeeze(-1)


opt = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        return jnp.mean((forward(p, xb) - yb) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = opt.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    x, y = make_trips(230)
    params = init_params(jax.random.PRNGKey(0))
    opt_state = opt.init(params)
    rng = np.random.default_rng(1)
    for epoch in range(3):
        losses = []
        for xb, yb in iterate_batches(x, y, 64, rng):
            params, opt_state, loss = train_step(params, opt_state, xb, yb)
            losses.append(float(loss))
        print(f"epoch {epoch} mse {np.mean(losses):.3f}")


if __name__ == "__main__":
    main()
