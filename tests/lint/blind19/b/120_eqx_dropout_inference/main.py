import equinox as eqx
import jax
import jax.numpy as jnp
import optax


class ReturnNet(eqx.Module):
    lin1: eqx.nn.Linear
    drop: eqx.nn.Dropout
    lin2: eqx.nn.Linear

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.lin1 = eqx.nn.Linear(6, 16, key=k1)
        self.drop = eqx.nn.Dropout(0.2)
        self.lin2 = eqx.nn.Linear(16, 1, key=k2)

    def __call__(self, x, key=None):
        return self.lin2(self.drop(jax.nn.relu(self.lin1(x)), key=key))[0]


tx = optax.adam(3e-3)


@eqx.filter_jit
def evaluate(model, x, y, key):
    keys = jax.random.split(key, x.shape[0])
    pred = jax.vmap(model)(x, keys)
    return jnp.mean((pred - y) ** 2)


@eqx.filter_jit
def train_step(model, opt_state, x, y, key):
    loss, grads = eqx.filter_value_and_grad(evaluate)(model, x, y, key)
    updates, opt_state = tx.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    key = jax.random.PRNGKey(0)
    kx, ky, km, key = jax.random.split(key, 4)
    x = jax.random.normal(kx, (128, 6))
    y = 0.01 * x[:, 0] + 0.002 * jax.random.normal(ky, (128,))
    model = ReturnNet(km)
    opt_state = tx.init(eqx.filter(model, eqx.is_array))
    for epoch in range(3):
        for _ in range(3):
            key, sub = jax.random.split(key)
            model, opt_state, loss = train_step(model, opt_state, x, y, sub)
        val = evaluate(eqx.nn.inference_mode(model), x, y, sub)
        print(epoch, float(loss), float(val))


if __name__ == "__main__":
    main()
