import jax
import numpy as np
import optax

from model import init, loss_and_grads

BASE_LR, DECAY = 3e-3, 0.7


def chunk_batches(rng, n, batch=8, seq=14):
    for _ in range(n):
        tokens = rng.integers(0, 80, size=(batch, seq)).astype(np.int32)
        yield tokens, (tokens % 6).astype(np.int32)


def main():
    rng = np.random.default_rng(0)
    params = init(jax.random.PRNGKey(0))
    opt_state = optax.sgd(BASE_LR, momentum=0.9).init(params)
    for epoch in range(5):
        tx = optax.sgd(BASE_LR * DECAY ** epoch, momentum=0.9)
        for tokens, tags in chunk_batches(rng, 2):
            loss, grads = loss_and_grads(params, tokens, tags)
            updates, opt_state = jax.jit(tx.update)(grads, opt_state, params)
            params = jax.jit(optax.apply_updates)(params, updates)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
