import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import make_split, train_batches

optim = optax.adam(5e-3)


@eqx.filter_jit
def mse(model, x, y):
    return jnp.mean((jax.vmap(model)(x).squeeze(-1) - y) ** 2)


@eqx.filter_jit
def step(model, opt_state, x, y):
    loss, grads = eqx.filter_value_and_grad(mse)(model, x, y)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    (xt, yt), (xv, yv) = make_split()
    model = eqx.nn.MLP(6, 1, 24, 2, key=jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    rng = np.random.default_rng(1)
    for epoch in range(3):
        for xb, yb in train_batches(xt, yt, rng):
            model, opt_state, loss = step(model, opt_state, xb, yb)
        print(f"epoch {epoch}: train {float(loss):.4f} valid {float(mse(model, xv, yv)):.4f}")


if __name__ == "__main__":
    main()
