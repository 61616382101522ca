import jax
import jax.numpy as jnp
import numpy as np


def sensor_stream(n_total=300, n_chunks=7, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n_total, 3)).astype(np.float32)
    size = -(-n_total // n_chunks)
    for chunk in np.array_split(X, n_chunks):
        pad = np.zeros((size - len(chunk), X.shape[1]), np.float32)
        yield np.concatenate([chunk, pad]), len(chunk)


@jax.jit
def committee_disagreement(W, xb):
    votes = jnp.sign(xb @ W)
    frac_pos = jnp.mean(votes > 0, axis=1)
    return 1.0 - jnp.abs(2 * frac_pos - 1)


def main():
    W = jax.random.normal(jax.random.PRNGKey(0), (3, 7))
    budget_used = 0
    for t, (chunk, n_valid) in enumerate(sensor_stream()):
        d = np.asarray(committee_disagreement(W, jnp.asarray(chunk)))[:n_valid]
        chunk = chunk[:n_valid]
        ask = chunk[d > 0.5]
        budget_used += len(ask)
        if len(ask):
            W = W + 0.01 * jnp.asarray(ask.mean(0))[:, None]
        print(t, len(chunk), len(ask))
    print("labels requested", budget_used)


if __name__ == "__main__":
    main()
