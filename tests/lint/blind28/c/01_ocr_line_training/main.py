import numpy as np
import jax
import jax.numpy as jnp
import optax

HEIGHT = 16
N_CLASSES = 40


def make_lines(rng, n):
    lines = []
    for _ in range(n):
        w = int(rng.integers(20, 60))
        img = rng.random((HEIGHT, w)).astype(np.float32)
        label = int(rng.integers(0, N_CLASSES))
        lines.append((img, label))
    return lines


def collate(batch):
    width = max(img.shape[1] for img, _ in batch)
    x = np.zeros((len(batch), HEIGHT, width), np.float32)
    for i, (img, _) in enumerate(batch):
        x[i, :, : img.shape[1]] = img
    y = np.array([lab for _, lab in batch], np.int32)
    return x, y


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {
        "w_col": jax.random.normal(k1, (HEIGHT, 32)) * 0.1,
        "w_out": jax.random.normal(k2, (32, N_CLASSES)) * 0.1,
    }


def logits_fn(params, x):
    cols = jnp.einsum("bhw,hd->bwd", x, params["w_col"])
    pooled = jnp.tanh(cols).mean(axis=1)
    return pooled @ params["w_out"]


opt = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = logits_fn(p, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = opt.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    lines = make_lines(rng, 48)
    params = init_params(jax.random.PRNGKey(0))
    opt_state = opt.init(params)
    for epoch in range(2):
        for i in range(0, len(lines), 8):
            x, y = collate(lines[i : i + 8])
            params, opt_state, loss = train_step(params, opt_state, jnp.asarray(x), jnp.asarray(y))
        print("epoch", epoch, float(loss))


if __name__ == "__main__":
    main()
