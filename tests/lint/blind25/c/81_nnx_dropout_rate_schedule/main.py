import numpy as np
import optax
from flax import nnx

from net import GalaxyZooHead, fit_batch
from schedule import dropout_rate


def vote_fractions(n=384, seed=0):
    """Embedding features and smooth/featured/artifact vote fractions."""
    rng = np.random.default_rng(seed)
    feat = rng.normal(size=(n, 16)).astype(np.float32)
    logits = feat[:, :3] @ np.diag([1.5, 1.0, 0.5])
    votes = np.exp(logits) / np.exp(logits).sum(1, keepdims=True)
    return feat, votes.astype(np.float32)


def main():
    x, y = vote_fractions()
    model = GalaxyZooHead(16, 3, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(2e-3), wrt=nnx.Param)
    for epoch in range(5):
        model.dropout.rate = dropout_rate(epoch)
        for s in range(0, len(x), 64):
            loss = fit_batch(model, optimizer, x[s:s + 64], y[s:s + 64])
        print(f"epoch {epoch}: dropout {model.dropout.rate:.2f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
