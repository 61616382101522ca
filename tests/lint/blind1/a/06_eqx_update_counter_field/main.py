import equinox as eqx
import jax
import numpy as np
import optax

from model import Regressor, mse

STEPS = 4

optim = optax.adam(1e-2)


@eqx.filter_jit
def make_step(model, opt_state, x, y):
    loss, grads = eqx.filter_value_and_grad(mse)(model, x, y)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.uniform(-1, 1, size=(64, 2)).astype(np.float32)
    y = (np.sin(3 * x[:, 0]) * x[:, 1]).astype(np.float32)

    model = Regressor(2, key=jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for step in range(STEPS):
        model, opt_state, loss = make_step(model, opt_state, x, y)
        model = model.bump()
        if step % 2 == 0:
            print(f"step {model.num_updates}: loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
