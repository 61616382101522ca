import jax
import jax.numpy as jnp
import numpy as np
import optax

from replay import ReplayBuffer

FEAT = 12
CLASSES = 3
BATCH = 4
tx = optax.adam(1e-2)


@jax.jit
def learn(params, opt_state, feats, labels):
    def loss_fn(p):
        logits = feats @ p["w"] + p["b"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def frame_events(n, seed=1):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        label = int(rng.integers(0, CLASSES))
        feat = rng.standard_normal(FEAT).astype(np.float32) + label
        yield feat, label


def main():
    params = {"w": jnp.zeros((FEAT, CLASSES)), "b": jnp.zeros((CLASSES,))}
    opt_state = tx.init(params)
    buffer = ReplayBuffer(capacity=32, feat_dim=FEAT)
    for t, (feat, label) in enumerate(frame_events(10)):
        buffer.add(feat, label)
        if buffer.size < BATCH:
            continue
        feats, labels = buffer.sample(BATCH)
        params, opt_state, loss = learn(params, opt_state, feats, labels)
    print("buffer", buffer.size, "loss", float(loss))


if __name__ == "__main__":
    main()
