import jax
import jax.numpy as jnp
import numpy as np
import optax

from loader import ForegroundCropLoader

tx = optax.adam(1e-2)


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"enc": jax.random.normal(k1, (3, 3, 3, 8)) * 0.2,
            "cls": jax.random.normal(k2, (8, 2)) * 0.2}


def forward(params, x):
    h = jax.lax.conv_general_dilated(x, params["enc"], (1, 1), "SAME",
                                     dimension_numbers=("NHWC", "HWIO", "NHWC"))
    return jax.nn.relu(h) @ params["cls"]


@jax.jit
def train_step(params, opt_state, x, y, weight):
    def loss_fn(p):
        per_pixel = optax.softmax_cross_entropy_with_integer_labels(forward(p, x), y)
        per_image = per_pixel.mean(axis=(1, 2))
        return jnp.sum(per_image * weight) / jnp.maximum(weight.sum(), 1.0)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(40, 16, 16, 3)).astype(np.float32)
    masks = np.zeros((40, 16, 16), np.int32)
    for i in range(40):  # one small lesion per image
        y, x = rng.integers(0, 12, size=2)
        masks[i, y:y + 4, x:x + 4] = 1
        images[i, y:y + 4, x:x + 4] += 1.5
    params = init_params(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    loader = ForegroundCropLoader(images, masks, seed=1)
    for epoch in range(5):
        n = 0
        for x, y, w in loader:
            params, opt_state, loss = train_step(params, opt_state, x, y, w)
            n += int(w.sum())
        print(f"epoch {epoch}: {n} crops, loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
