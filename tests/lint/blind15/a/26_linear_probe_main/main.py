import jax
import jax.numpy as jnp
import numpy as np
import optax

from probe import init_probe, probe_logits

tx = optax.adamw(1e-2, weight_decay=1e-4)


def frozen_backbone(images):
    rng = np.random.default_rng(123)
    proj = rng.normal(size=(images.shape[1] * images.shape[2] * images.shape[3], 32)).astype(np.float32)
    return np.tanh(images.reshape(images.shape[0], -1) @ proj)


@jax.jit
def probe_step(params, opt_state, feats, labels):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(probe_logits(p, feats), labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(64, 6, 6, 3)).astype(np.float32)
    labels = rng.integers(0, 5, size=(64,)).astype(np.int32)
    feats = frozen_backbone(images)
    params = init_probe(jax.random.PRNGKey(0), feats.shape[1], 5)
    opt_state = tx.init(params)
    for epoch in range(4):
        for i in range(0, 64, 32):
            params, opt_state, loss = probe_step(params, opt_state, feats[i:i + 32], labels[i:i + 32])
        print(f"epoch {epoch} loss {float(loss):.4f} scale {float(jnp.exp(params['log_scale'])):.3f}")


if __name__ == "__main__":
    main()
