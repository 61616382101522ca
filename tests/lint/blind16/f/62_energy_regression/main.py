import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax


class HeatingLoad(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.softplus(nn.Dense(32)(x))
        return nn.Dense(1)(x)[:, 0]


def load_heating_load(n=384, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.uniform(-1, 1, size=(n, 8)).astype(np.float32)
    y = (2 * x[:, 0] ** 2 + x[:, 3] - x[:, 5] * x[:, 6]).astype(np.float32)
    return x, y


def main():
    x, y = load_heating_load()
    model = HeatingLoad()
    params = model.init(jax.random.PRNGKey(0), x[:1])
    tx = optax.adamw(3e-3)
    opt_state = tx.init(params)

    def loss_fn(p, xb, yb):
        return jnp.mean(optax.huber_loss(model.apply(p, xb), yb))

    grad_fn = jax.jit(jax.value_and_grad(loss_fn))

    history = []
    for epoch in range(2):
        for i in range(0, len(x), 96):
            xb, yb = x[i:i + 96], y[i:i + 96]
            loss, grads = grad_fn(params, xb, yb)
            updates, opt_state = tx.update(grads, opt_state, params)
            params = optax.apply_updates(params, updates)
            history.append(float(loss))
    print(history[0], history[-1])


if __name__ == "__main__":
    main()
