import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import batches, random_reads


def init_params(key, width=8, channels=16):
    k1, k2 = jax.random.split(key)
    return {
        "conv": jax.random.normal(k1, (width, 4, channels)) * 0.1,
        "head": jax.random.normal(k2, (channels,)) * 0.1,
    }


def forward(params, x):
    h = jax.lax.conv_general_dilated(
        x, params["conv"], window_strides=(1,), padding="SAME",
        dimension_numbers=("NWC", "WIO", "NWC"))
    h = jax.nn.relu(h).max(axis=1)
    return h @ params["head"]


MAX_LEN = 64
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(forward(p, x), y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    reads = random_reads(rng, 64)
    labels = rng.integers(0, 2, size=64).astype(np.float32)
    params = init_params(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    for epoch in range(2):
        for x, y in batches(reads, labels, batch_size=8, max_len=MAX_LEN):
            params, opt_state, loss = train_step(params, opt_state, x, y)
        print("epoch", epoch, float(loss))


if __name__ == "__main__":
    main()
