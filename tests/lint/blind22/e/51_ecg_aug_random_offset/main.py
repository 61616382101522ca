import jax
import jax.numpy as jnp
import numpy as np
import optax

from augment import ECGAugmenter

FS = 50
REC = 12 * FS


def embed(params, x):
    # global pooling over time keeps the head independent of window length
    h = jax.nn.relu(jnp.einsum("bt,k->btk", x, params["filt"]))
    return jnp.mean(h, axis=1) @ params["head"]


tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(embed(p, x)[:, 0], y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    params = {"filt": jnp.ones(8) * 0.1, "head": jnp.zeros((8, 1))}
    opt_state = tx.init(params)
    aug = ECGAugmenter(FS)
    for step in range(8):
        batch = rng.standard_normal((16, REC)).astype(np.float32)
        y = (rng.random(16) > 0.5).astype(np.float32)
        params, opt_state, loss = train_step(params, opt_state, aug(batch), y)
    print(float(loss))


if __name__ == "__main__":
    main()
