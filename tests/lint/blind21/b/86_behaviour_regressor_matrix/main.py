import jax
import jax.numpy as jnp

from sessions import load_session


@jax.jit
def fit_encoding(counts, regressors, available):
    X = jnp.concatenate([jnp.ones((regressors.shape[0], 1)), regressors], axis=1)
    mask = jnp.concatenate([jnp.ones(1), available])[:, None]

    def nll(W):
        eta = X @ (W * mask)
        return (jnp.exp(eta) - counts * eta).mean()

    def body(i, W):
        return W - 0.05 * jax.grad(nll)(W)

    W = jax.lax.fori_loop(0, 100, body, jnp.zeros((X.shape[1], counts.shape[1])))
    return W * mask, nll(W)


def main():
    for sid in range(6):
        counts, regs, available = load_session(sid)
        W, loss = fit_encoding(counts, regs, available)
        print(f"session {sid}: {int(available.sum())} regressors, nll {float(loss):.4f}")


if __name__ == "__main__":
    main()
