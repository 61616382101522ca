import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import SegmentClassifier
from schedule import anneal

optim = optax.adam(3e-3)


@eqx.filter_jit
def segment_step(model, opt_state, x, y):
    def loss_fn(m):
        logp = jax.vmap(m)(x)
        return -jnp.mean(jnp.take_along_axis(logp, y[:, None], 1))
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(640, 7)).astype(np.float32)
    y = np.argmax(x[:, :4] + 0.3 * rng.normal(size=(640, 4)), 1).astype(np.int32)
    model = SegmentClassifier(jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(5):
        model = anneal(model, epoch)
        for s in range(0, 640, 128):
            model, opt_state, loss = segment_step(model, opt_state, x[s:s + 128], y[s:s + 128])
        print(epoch, float(model.temperature), float(loss))


if __name__ == "__main__":
    main()
