import jax
import jax.numpy as jnp
import numpy as np

from calcium import simulate_cell, sparsity_for

GAMMA = 0.9


@jax.jit
def deconvolve(trace, lam, n_iter_lr=0.2):
    def calcium_from(s):
        return jax.lax.scan(lambda c, x: (GAMMA * c + x, GAMMA * c + x), 0.0, s)[1]

    def objective(s):
        return 0.5 * jnp.sum((calcium_from(s) - trace) ** 2) + lam * jnp.sum(s)

    def body(i, s):
        s = s - n_iter_lr * jax.grad(objective)(s)
        return jnp.maximum(s, 0.0)

    return jax.lax.fori_loop(0, 50, body, jnp.zeros_like(trace))


def main():
    lengths = [300, 150, 300, 120, 300]
    for cell, n in enumerate(lengths):
        trace = simulate_cell(cell)[:n]
        padded = np.zeros(300, dtype=np.float32)
        padded[:n] = trace
        lam = sparsity_for(trace)
        s = deconvolve(jnp.asarray(padded), lam)
        print(f"cell {cell}: lam={lam:.3f}, inferred events {int((np.asarray(s) > 0.5).sum())}")


if __name__ == "__main__":
    main()
