import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax


@eqx.filter_jit
def calibration_error(m, x, y):
    p = jax.nn.sigmoid(jax.vmap(m)(x)[:, 0])
    bins = jnp.clip((p * 5).astype(jnp.int32), 0, 4)
    counts = jnp.maximum(jax.ops.segment_sum(jnp.ones_like(p), bins, 5), 1)
    conf = jax.ops.segment_sum(p, bins, 5) / counts
    acc = jax.ops.segment_sum(y, bins, 5) / counts
    return jnp.mean(jnp.abs(conf - acc))


class CalibrationCallback:
    def __init__(self, x_val, y_val):
        self.x_val = x_val
        self.y_val = y_val
        self.history = []

    def on_epoch_end(self, epoch, model):
        self.history.append(float(calibration_error(model, self.x_val, self.y_val)))
        print(f"epoch {epoch}: ECE {self.history[-1]:.3f}")


tx = optax.adam(3e-3)


@eqx.filter_jit
def bbb_step(model, opt_state, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(jax.vmap(m)(x)[:, 0], y).mean()
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = tx.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(2)
    x = jnp.asarray(rng.normal(size=(256, 8)), jnp.float32)
    y = jnp.asarray((np.asarray(x[:, 0]) - np.asarray(x[:, 2]) > 0).astype(np.float32))
    model = eqx.nn.MLP(8, 1, 32, 2, key=jax.random.PRNGKey(0))
    opt_state = tx.init(eqx.filter(model, eqx.is_array))
    cb = CalibrationCallback(x[192:], y[192:])
    for epoch in range(5):
        for s in range(0, 192, 64):
            model, opt_state, loss = bbb_step(model, opt_state, x[s:s + 64], y[s:s + 64])
        cb.on_epoch_end(epoch, model)


if __name__ == "__main__":
    main()
