import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from amp import DynamicLossScale, all_finite


class Classifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Conv(8, (3, 3), dtype=jnp.bfloat16)(x)
        x = nn.gelu(x)
        x = jnp.mean(x, axis=(1, 2))
        return nn.Dense(10, dtype=jnp.bfloat16)(x).astype(jnp.float32)


model = Classifier()
tx = optax.adam(1e-3)


@jax.jit
def scaled_grads(params, images, labels, loss_scale):
    def loss_fn(p):
        logits = model.apply({"params": p}, images.astype(jnp.bfloat16))
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
        return loss * loss_scale, loss

    grads, loss = jax.grad(loss_fn, has_aux=True)(params)
    grads = jax.tree.map(lambda g: g / loss_scale, grads)
    return grads, loss


@jax.jit
def apply_update(params, opt_state, grads):
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(8, 8, 8, 3)).astype(np.float32)
    labels = rng.integers(0, 10, size=(8,)).astype(np.int32)
    params = model.init(jax.random.PRNGKey(0), images[:1])["params"]
    opt_state = tx.init(params)
    scaler = DynamicLossScale()
    for step in range(10):
        if step == 5:
            images[0, 0, 0, 0] = np.inf
        grads, loss = scaled_grads(params, images, labels, scaler.scale)
        finite = all_finite(jax.tree.leaves(grads))
        if finite:
            params, opt_state = apply_update(params, opt_state, grads)
        scaler.update(finite)
        if step == 5:
            images[0, 0, 0, 0] = 0.0
        print(step, scaler.scale, float(loss))


if __name__ == "__main__":
    main()
