import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from qat import maybe_quantize

FLOAT_WARMUP_STEPS = 4
TOTAL_STEPS = 10
tx = optax.adam(3e-3)


@functools.partial(jax.jit, static_argnames="quantize")
def train_step(params, opt_state, x, y, quantize):
    def loss_fn(p):
        q = maybe_quantize(p, quantize)
        h = jax.nn.relu(x @ q["w1"] + q["b1"])
        return jnp.mean((h @ q["w2"] - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    params = {"w1": jnp.asarray(rng.normal(size=(6, 24)).astype(np.float32) * 0.3),
              "b1": jnp.zeros(24), "w2": jnp.asarray(rng.normal(size=(24, 1)).astype(np.float32) * 0.3)}
    opt_state = tx.init(params)
    for step in range(TOTAL_STEPS):
        x = rng.normal(size=(32, 6)).astype(np.float32)
        y = np.sin(x[:, :2].sum(1, keepdims=True)).astype(np.float32)
        params, opt_state, loss = train_step(params, opt_state, x, y,
                                             quantize=step >= FLOAT_WARMUP_STEPS)
    print(float(loss))


if __name__ == "__main__":
    main()
