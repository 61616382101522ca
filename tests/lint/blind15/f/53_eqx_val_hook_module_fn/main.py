import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from hooks import ValidationHook

optim = optax.adamw(3e-3)


@eqx.filter_jit
def train_step(model, opt_state, x, y):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(x) - y) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    model = eqx.nn.MLP(3, 1, width_size=12, depth=1, key=jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    vx = rng.normal(size=(30, 3)).astype(np.float32)
    hook = ValidationHook(vx, np.tanh(vx.sum(axis=1, keepdims=True)))
    for epoch in range(4):
        for _ in range(3):
            x = rng.normal(size=(16, 3)).astype(np.float32)
            model, opt_state, loss = train_step(model, opt_state, x, np.tanh(x.sum(axis=1, keepdims=True)))
        print(epoch, float(loss), hook(epoch, model))


if __name__ == "__main__":
    main()
