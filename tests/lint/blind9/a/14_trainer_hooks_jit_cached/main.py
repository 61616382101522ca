import jax
import jax.numpy as jnp
import numpy as np
import optax

from trainlib import EvalHook, ParamSummaryHook, PrintHook, Trainer

LR = 1e-2
STEPS = 6


def init_params(key, in_dim=48, hidden=16, out=4):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (in_dim, hidden)) * 0.1, "b1": jnp.zeros(hidden),
            "w2": jax.random.normal(k2, (hidden, out)) * 0.1, "b2": jnp.zeros(out)}


def segmentation_loss(params, batch):
    # per-pixel classifier on flattened 4x4x3 patches
    patches, labels = batch
    h = jax.nn.relu(patches @ params["w1"] + params["b1"])
    logits = h @ params["w2"] + params["b2"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()


def make_batches(rng, n, batch_size=32):
    for _ in range(n):
        yield (rng.normal(size=(batch_size, 48)).astype(np.float32),
               rng.integers(0, 4, size=batch_size))


def main():
    rng = np.random.default_rng(0)
    params = init_params(jax.random.PRNGKey(0))
    val_batch = next(make_batches(rng, 1, batch_size=64))
    hooks = [ParamSummaryHook(LR), EvalHook(segmentation_loss, val_batch), PrintHook(every=1)]
    trainer = Trainer(segmentation_loss, params, optax.adam(LR), hooks=hooks)
    trainer.fit(make_batches(rng, STEPS))


if __name__ == "__main__":
    main()
