import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import NUM_JOINTS, batches, make_clips

NUM_CLASSES = 10


def init_params(key, hidden=64):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (NUM_JOINTS * 3, hidden)) * 0.05,
        "b1": jnp.zeros(hidden),
        "w2": jax.random.normal(k2, (hidden, NUM_CLASSES)) * 0.05,
        "b2": jnp.zeros(NUM_CLASSES),
    }


def forward(params, x, mask):
    b, t = x.shape[:2]
    h = jnp.tanh(x.reshape(b, t, -1) @ params["w1"] + params["b1"])
    pooled = (h * mask[..., None]).sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1.0)
    return pooled @ params["w2"] + params["b2"]


optimizer = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x, mask, y):
    def loss_fn(p):
        logits = forward(p, x, mask)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    clips, labels = make_clips(48)
    params = init_params(jax.random.PRNGKey(0))
    opt_state = optimizer.init(params)
    for epoch in range(2):
        losses = []
        for x, mask, y in batches(clips, labels, 8):
            params, opt_state, loss = train_step(params, opt_state, x, mask, y)
            losses.append(float(loss))
        print(f"epoch {epoch} loss {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
