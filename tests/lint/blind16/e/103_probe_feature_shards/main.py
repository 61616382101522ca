import jax
import jax.numpy as jnp
import numpy as np
import optax


class FeatureStore:
    """Frozen-backbone features for linear probing; older shards are kept in half precision."""

    def __init__(self, rng, n_shards=4, shard_size=32, dim=16, half_precision_shards=2):
        w = rng.normal(size=(dim,))
        self.shards = []
        for i in range(n_shards):
            f = rng.normal(size=(shard_size, dim)).astype(np.float32)
            y = (f @ w > 0).astype(np.int32)
            if i < half_precision_shards:
                f = f.astype(np.float16)
            self.shards.append((f, y))

    def __iter__(self):
        for f, y in self.shards:
            yield f.astype(np.float32), y


tx = optax.sgd(0.5)


@jax.jit
def probe_step(params, opt_state, feats, labels):
    def loss_fn(p):
        logits = feats @ p["w"] + p["b"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    store = FeatureStore(np.random.default_rng(0))
    params = {"w": jnp.zeros((16, 2)), "b": jnp.zeros((2,))}
    opt_state = tx.init(params)
    for epoch in range(3):
        for feats, labels in store:
            params, opt_state, loss = probe_step(params, opt_state, feats, labels)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
