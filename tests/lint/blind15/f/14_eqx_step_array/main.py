import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax


WARMUP = 3


def make_optimizer():
    return optax.adam(1e-2)


def loss_fn(model, x, y):
    pred = jax.vmap(model)(x)
    return jnp.mean((pred - y) ** 2)


@eqx.filter_jit
def train_step(model, opt_state, optim, x, y, step):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, x, y)
    warm = jnp.minimum(1.0, (step + 1) / WARMUP)
    grads = jax.tree.map(lambda g: g * warm, grads)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_inexact_array))
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss


def main():
    key = jax.random.PRNGKey(0)
    model = eqx.nn.MLP(4, 1, width_size=16, depth=2, key=key)
    optim = make_optimizer()
    opt_state = optim.init(eqx.filter(model, eqx.is_inexact_array))
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 4)).astype(np.float32)
    y = np.cos(x.sum(axis=1, keepdims=True)).astype(np.float32)
    for step in range(6):
        model, opt_state, loss = train_step(model, opt_state, optim, x, y, jnp.asarray(step))
        print(step, float(loss))


if __name__ == "__main__":
    main()
