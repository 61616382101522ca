import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import Evaluator
from model import FingerprintMLP

N_BITS = 64


def fake_fingerprints(rng, n):
    fps = (rng.random((n, N_BITS)) < 0.15).astype(np.float32)
    logs = (fps[:, :8].sum(1) - 0.5 * fps[:, 8:16].sum(1)).astype(np.float32)
    return jnp.asarray(fps), jnp.asarray(logs)


def main():
    rng = np.random.default_rng(0)
    x_tr, y_tr = fake_fingerprints(rng, 128)
    x_va, y_va = fake_fingerprints(rng, 32)
    model = FingerprintMLP()
    params = model.init(jax.random.PRNGKey(0), x_tr[:1])
    evaluate = Evaluator(model, x_va, y_va)
    tx = optax.adamw(3e-3)
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state, x, y):
        def loss_fn(p):
            return jnp.mean((model.apply(p, x) - y) ** 2)
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    for epoch in range(4):
        for i in range(0, 128, 32):
            params, opt_state, loss = train_step(params, opt_state, x_tr[i:i + 32], y_tr[i:i + 32])
        print(epoch, float(loss), evaluate(params))


if __name__ == "__main__":
    main()
