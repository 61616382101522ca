import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import MIoUCallback
from model import PointMLP


def synthetic(rng, n=256):
    pts = rng.normal(size=(n, 4)).astype(np.float32)
    labels = (pts[:, 2] > 0).astype(np.int32) + 2 * (pts[:, 3] > 0.5).astype(np.int32)
    return jnp.asarray(pts), jnp.asarray(labels)


opt = optax.adam(1e-2)


@eqx.filter_jit
def train_step(model, opt_state, pts, labels):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(pts), labels).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = opt.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    model = PointMLP(jax.random.PRNGKey(0))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    callbacks = [MIoUCallback(*synthetic(rng))]
    for epoch in range(4):
        for _ in range(3):
            pts, labels = synthetic(rng)
            model, opt_state, loss = train_step(model, opt_state, pts, labels)
        for cb in callbacks:
            cb.on_epoch_end(epoch, model)


if __name__ == "__main__":
    main()
