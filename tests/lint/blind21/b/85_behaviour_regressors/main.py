import jax
import jax.numpy as jnp

from sessions import load_session


@jax.jit
def fit_encoding(counts, *regressors):
    X = jnp.stack([jnp.ones_like(regressors[0]), *regressors], axis=1)

    def nll(W):
        eta = X @ W
        return (jnp.exp(eta) - counts * eta).mean()

    def body(i, W):
        return W - 0.05 * jax.grad(nll)(W)

    W = jax.lax.fori_loop(0, 100, body, jnp.zeros((X.shape[1], counts.shape[1])))
    return W, nll(W)


def main():
    for sid in range(6):
        counts, regs = load_session(sid)
        W, loss = fit_encoding(counts, *regs)
        print(f"session {sid}: {len(regs)} regressors, nll {float(loss):.4f}")


if __name__ == "__main__":
    main()
