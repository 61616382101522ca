import jax
import jax.numpy as jnp
import numpy as np
import optax

from loader import make_parametric_data, batches


def init_mlp(key, sizes):
    params = []
    for k, (a, b) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        params.append({"w": jax.random.normal(k, (a, b)) / np.sqrt(a), "b": jnp.zeros(b)})
    return params


def predict_yield(params, x):
    for layer in params[:-1]:
        x = jax.nn.gelu(x @ layer["w"] + layer["b"])
    out = x @ params[-1]["w"] + params[-1]["b"]
    return jax.nn.sigmoid(out[:, 0])


optimizer = optax.adamw(3e-3, weight_decay=1e-4)


@jax.jit
def update(params, opt_state, xb, yb, wb):
    def loss_fn(p):
        err = (predict_yield(p, xb) - yb) ** 2
        return (err * wb).sum() / jnp.maximum(wb.sum(), 1.0)

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = optimizer.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    X, y = make_parametric_data(230)
    params = init_mlp(jax.random.PRNGKey(0), [12, 32, 16, 1])
    opt_state = optimizer.init(params)
    rng = np.random.default_rng(0)
    for epoch in range(4):
        for xb, yb, wb in batches(X, y, 64, rng):
            params, opt_state, loss = update(params, opt_state, xb, yb, wb)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
