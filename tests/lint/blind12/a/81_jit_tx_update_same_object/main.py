import jax
import numpy as np
import optax

from model import init, loss_and_grads


def chunk_batches(rng, n, batch=8, seq=14):
    for _ in range(n):
        tokens = rng.integers(0, 80, size=(batch, seq)).astype(np.int32)
        yield tokens, (tokens % 6).astype(np.int32)


def main():
    rng = np.random.default_rng(0)
    params = init(jax.random.PRNGKey(0))
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(3e-3))
    opt_state = tx.init(params)
    for step, (tokens, tags) in enumerate(chunk_batches(rng, 6)):
        loss, grads = loss_and_grads(params, tokens, tags)
        updates, opt_state = jax.jit(tx.update)(grads, opt_state, params)
        params = jax.jit(optax.apply_updates)(params, updates)
        print(f"step {step}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
