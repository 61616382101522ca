import jax
import haiku as hk
import numpy as np
import jax.numpy as jnp
import optax


def _clearance_net(x, is_training):
    h = hk.Linear(64)(x)
    h = hk.BatchNorm(create_scale=True, create_offset=True, decay_rate=0.9)(h, is_training)
    h = jax.nn.gelu(h)
    return hk.Linear(1)(h)[:, 0]


net = hk.without_apply_rng(hk.transform_with_state(_clearance_net))


tx = optax.adam(1e-3)


@jax.jit
def admet_train_step(params, state, opt_state, x, y):
    def loss_fn(p):
        pred, new_state = net.apply(p, state, x, True)
        return jnp.mean((pred - y) ** 2), new_state
    (loss, state), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), state, opt_state, loss


@jax.jit
def admet_predict(params, state, x):
    pred, _ = net.apply(params, state, x, False)
    return pred


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(288, 24)).astype(np.float32)
    y = (np.log1p(np.abs(x[:, 0] * 3)) + 0.2 * x[:, 5]).astype(np.float32)
    params, state = net.init(jax.random.PRNGKey(0), x[:32], True)
    opt_state = tx.init(params)
    for epoch in range(4):
        for s in range(0, 256, 32):
            params, state, opt_state, loss = admet_train_step(params, state, opt_state, x[s:s + 32], y[s:s + 32])
        val = admet_predict(params, state, x[256:])
        print(f"epoch {epoch}: train {float(loss):.3f} val {float(jnp.mean((val - y[256:]) ** 2)):.3f}")


if __name__ == "__main__":
    main()
