import jax
import numpy as np
import optax

from model import LanguageIdNet
from trainer import Trainer

N_FEATS, N_LANGS = 64, 5


def ngram_batches(rng, n=2, batch=16):
    for _ in range(n):
        labels = rng.integers(0, N_LANGS, size=batch).astype(np.int32)
        feats = rng.poisson(0.3, size=(batch, N_FEATS)).astype(np.float32)
        feats[np.arange(batch), labels * 10] += 3
        yield feats, labels


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    model = LanguageIdNet(N_LANGS)
    params = model.init(jax.random.PRNGKey(0), np.zeros((1, N_FEATS), np.float32))["params"]
    trainer = Trainer(model, params, optax.adam(1e-2))
    key = jax.random.PRNGKey(1)
    for epoch in range(4):
        key, sub = jax.random.split(key)
        loss = trainer.run_epoch(ngram_batches(rng), sub)
        print(f"epoch {epoch}: loss {float(loss):.3f}")
