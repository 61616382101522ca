import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import MLP, set_leak

optim = optax.adam(3e-3)


@eqx.filter_jit
def train_step(model, opt_state, x, y):
    loss, grads = eqx.filter_value_and_grad(lambda m: jnp.mean((jax.vmap(m)(x) - y) ** 2))(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main(epochs=4):
    rng = np.random.default_rng(0)
    x = rng.normal(size=(40, 5)).astype(np.float32)
    y = np.abs(x[:, :1]) - 0.5 * x[:, 1:2]
    model = MLP(jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(epochs):
        model = set_leak(model, 0.2 * (1 - epoch / epochs))
        for _ in range(3):
            model, opt_state, loss = train_step(model, opt_state, x, y)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
