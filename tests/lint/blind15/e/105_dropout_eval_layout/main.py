import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import ValAccuracy
from model import net, predict

tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, x, y, key):
    def loss_fn(p):
        logits = net.apply({"params": p}, x, False, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def data(rng, n):
    x = rng.normal(size=(n, 6)).astype(np.float32)
    return x, (x[:, 0] + x[:, 1] > 0).astype(np.int32)


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    params = net.init(key, jnp.zeros((1, 6)), True)["params"]
    opt_state = tx.init(params)
    val = ValAccuracy(*data(rng, 64))
    for step in range(12):
        key, sub = jax.random.split(key)
        params, opt_state, _ = train_step(params, opt_state, *data(rng, 32), sub)
        val(step, params)
    xt, yt = data(rng, 64)
    test_logits = predict(params, xt, key, True)
    print(val.log, float(jnp.mean(jnp.argmax(test_logits, -1) == yt)))


if __name__ == "__main__":
    main()
