from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import SpikeWaveformNet

model = SpikeWaveformNet()
tx = optax.adam(1e-3)


@partial(jax.jit, static_argnames=("train",))
def run_batch(params, batch_stats, opt_state, x, y, key, train):
    def loss_fn(p):
        variables = {"params": p, "batch_stats": batch_stats}
        if train:
            logits, updates = model.apply(
                variables, x, train=True, rngs={"dropout": key}, mutable=["batch_stats"]
            )
            new_stats = updates["batch_stats"]
        else:
            logits = model.apply(variables, x, train=False)
            new_stats = batch_stats
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        return loss, (new_stats, (logits.argmax(-1) == y).mean())

    if train:
        (loss, (batch_stats, acc)), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
        updates, opt_state = tx.update(grads, opt_state)
        params = optax.apply_updates(params, updates)
    else:
        loss, (batch_stats, acc) = loss_fn(params)
    return params, batch_stats, opt_state, loss, acc


def waveforms(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 3, size=n)
    t = np.linspace(-1, 1, 32)
    base = np.stack([-np.exp(-t ** 2 / w) for w in (0.02, 0.05, 0.1)])
    return jnp.asarray(base[y] + 0.1 * rng.normal(size=(n, 32)), dtype=jnp.float32), jnp.asarray(y)


def main():
    X, y = waveforms(128, 0)
    Xv, yv = waveforms(128, 1)
    key = jax.random.PRNGKey(0)
    variables = model.init({"params": key, "dropout": key}, X, train=False)
    params, stats = variables["params"], variables["batch_stats"]
    opt_state = tx.init(params)
    for epoch in range(4):
        for _ in range(3):
            key, sub = jax.random.split(key)
            params, stats, opt_state, loss, _ = run_batch(params, stats, opt_state, X, y, sub, train=True)
        _, _, _, val_loss, acc = run_batch(params, stats, opt_state, Xv, yv, sub, train=False)
        print(f"epoch {epoch}: loss {float(loss):.3f} val loss {float(val_loss):.3f} acc {float(acc):.2f}")


if __name__ == "__main__":
    main()
