import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import QuantileHead, pinball

optim = optax.adam(3e-3)


@eqx.filter_jit
def train_step(model, opt_state, x, y):
    def loss_fn(m):
        return pinball(m(x), y, jax.lax.stop_gradient(m.quantiles))

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def coverage(model, x, y):
    predict = jax.jit(lambda inputs: model(inputs))
    pred = predict(x)
    return jnp.mean((y[:, None] <= pred), axis=0)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(256, 8)).astype(np.float32)
    y = (x[:, 0] + rng.standard_t(3, 256)).astype(np.float32)
    xv = rng.normal(size=(128, 8)).astype(np.float32)
    yv = (xv[:, 0] + rng.standard_t(3, 128)).astype(np.float32)
    model = QuantileHead(8, [0.1, 0.5, 0.9], jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(4):
        for _ in range(5):
            model, opt_state, loss = train_step(model, opt_state, x, y)
        cov = coverage(model, xv, yv)
        print(f"epoch {epoch} loss {float(loss):.4f} coverage {np.round(np.asarray(cov), 2).tolist()}")


if __name__ == "__main__":
    main()
