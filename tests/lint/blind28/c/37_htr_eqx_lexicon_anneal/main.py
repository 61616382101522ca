import equinox as eqx
import jax
import numpy as np
import optax

from model import LexiconMatcher
from train import anneal, word_step

EPOCHS = 4


def main():
    rng = np.random.default_rng(4)
    feats = rng.normal(size=(32, 32)).astype(np.float32)
    word_ids = rng.integers(0, 60, 32).astype(np.int32)
    model = LexiconMatcher(jax.random.PRNGKey(4))
    optim = optax.adam(1e-3)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(EPOCHS):
        model = anneal(model, epoch, EPOCHS)
        for _ in range(3):
            model, opt_state, loss = word_step(model, opt_state, feats, word_ids, optim)
        print(epoch, model.temperature, float(loss))


if __name__ == "__main__":
    main()
