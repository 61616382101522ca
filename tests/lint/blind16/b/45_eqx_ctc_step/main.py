from functools import partial

import equinox as eqx
import jax
import optax

from losses import ctc
from train import train_step

N_MELS, VOCAB, T, L, B = 16, 9, 20, 4, 4


class FrameModel(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(N_MELS, VOCAB, 32, depth=1, key=key)

    def __call__(self, feats):
        return jax.vmap(self.mlp)(feats)


def main():
    model = FrameModel(jax.random.PRNGKey(0))
    optimizer = optax.adam(1e-3)
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    key = jax.random.PRNGKey(1)
    for step in range(6):
        key, k1, k2 = jax.random.split(key, 3)
        feats = jax.random.normal(k1, (B, T, N_MELS))
        labels = jax.random.randint(k2, (B, L), 1, VOCAB)
        model, opt_state, loss = train_step(
            model, opt_state, optimizer, feats, labels, partial(ctc, blank_id=0)
        )
    print("ctc loss", float(loss))


if __name__ == "__main__":
    main()
