import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import GeometryLogger
from metrics import alignment_uniformity


def encode(w, x):
    return jnp.tanh(x @ w)


def loss_fn(w, x1, x2):
    z1, z2 = encode(w, x1), encode(w, x2)
    z1 = z1 / jnp.linalg.norm(z1, axis=-1, keepdims=True)
    z2 = z2 / jnp.linalg.norm(z2, axis=-1, keepdims=True)
    return -(z1 * z2).sum(-1).mean() + jnp.log(jnp.exp(2 * z1 @ z1.T).mean())


tx = optax.adam(1e-2)


def main():
    rng = np.random.default_rng(0)
    w = jax.random.normal(jax.random.PRNGKey(0), (10, 8)) * 0.3
    opt_state = tx.init(w)
    logger = GeometryLogger(every=2)
    grad_fn = jax.jit(jax.value_and_grad(loss_fn))
    for step in range(6):
        x = rng.normal(size=(16, 10)).astype(np.float32)
        x1 = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
        x2 = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
        loss, g = grad_fn(w, x1, x2)
        updates, opt_state = tx.update(g, opt_state)
        w = optax.apply_updates(w, updates)
        z1, z2 = encode(w, x1), encode(w, x2)
        logger(step, z1, z2)
        print(step, float(loss), alignment_uniformity(z1, z2)[1])
    print(logger.history)


if __name__ == "__main__":
    main()
