import haiku as hk
import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import shuffled_batches, target_strength_table

BATCH = 100


def _ts_model(x):
    return hk.nets.MLP([32, 32, 1])(x)[:, 0]


ts_model = hk.without_apply_rng(hk.transform(_ts_model))
opt = optax.adam(3e-3)


@jax.jit
def ts_update(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((ts_model.apply(p, x) + 45.0 - y) ** 2))(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    x, y = target_strength_table(1234)
    params = ts_model.init(jax.random.PRNGKey(0), x[:1])
    opt_state = opt.init(params)
    rng = np.random.default_rng(1)
    for epoch in range(4):
        for xb, yb in shuffled_batches(x, y, BATCH, rng):
            if len(xb) < BATCH:
                break
            params, opt_state, loss = ts_update(params, opt_state, xb, yb)
        print(f"epoch {epoch}: mse {float(loss):.3f} dB^2")


if __name__ == "__main__":
    main()
