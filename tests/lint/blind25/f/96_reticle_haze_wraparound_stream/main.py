import itertools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from stream import wraparound_batches

# reticle haze growth: classify STARlight-style transmitted/reflected signal features
opt = optax.rmsprop(3e-3)


@jax.jit
def haze_step(p, opt_state, x, y):
    def loss_fn(p):
        h = jnp.tanh(x @ p["W"] + p["b"])
        return optax.sigmoid_binary_cross_entropy(h @ p["v"], y).mean()

    loss, g = jax.value_and_grad(loss_fn)(p)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(p, upd), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(150, 12)).astype(np.float32)
    y = (x[:, 0] * x[:, 1] > 0.2).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    p = {"W": 0.3 * jax.random.normal(k1, (12, 16)), "b": jnp.zeros(16), "v": 0.3 * jax.random.normal(k2, (16,))}
    opt_state = opt.init(p)
    batches = wraparound_batches(x, y, 32)
    for epoch in range(5):
        for xb, yb in itertools.islice(batches, len(x) // 32 + 1):
            p, opt_state, loss = haze_step(p, opt_state, xb, yb)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
