import jax
import jax.numpy as jnp
import numpy as np


MCC_VOCAB = ["4111", "5411", "5732", "5812", "5999", "7995"]
_MCC_INDEX = {c: i for i, c in enumerate(MCC_VOCAB)}


def one_hot(values, vocab_index):
    """One-hot encode against the reference vocabulary (unknown codes map to all zeros)."""
    out = np.zeros((len(values), len(vocab_index)), np.float32)
    for row, v in enumerate(values):
        j = vocab_index.get(v)
        if j is not None:
            out[row, j] = 1.0
    return out


def build_matrix(batch):
    amount = np.log1p(batch["amount"])[:, None].astype(np.float32)
    hour = (batch["hour"] / 23.0)[:, None].astype(np.float32)
    return np.hstack([amount, hour, one_hot(batch["mcc"], _MCC_INDEX)])


rng = np.random.default_rng(101)
MCC_CODES = np.array(["5411", "5812", "5999", "4111", "7995", "5732"])


def transaction_batches(n_batches, size):
    for _ in range(n_batches):
        k = rng.integers(2, len(MCC_CODES) + 1)
        yield {
            "amount": rng.lognormal(3, 1, size),
            "hour": rng.integers(0, 24, size),
            "mcc": rng.choice(MCC_CODES[:k], size),
        }


@jax.jit
def isolation_score(X):
    mu = X.mean(0)
    cov = jnp.cov(X, rowvar=False) + 1e-3 * jnp.eye(X.shape[1])
    d = X - mu
    return jnp.einsum("ij,jk,ik->i", d, jnp.linalg.inv(cov), d)


for b, batch in enumerate(transaction_batches(6, 256)):
    X = build_matrix(batch)
    scores = isolation_score(X)
    print(f"batch {b}: features={X.shape[1]} top score={float(scores.max()):.1f}")
