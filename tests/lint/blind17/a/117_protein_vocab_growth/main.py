import jax
import jax.numpy as jnp
import numpy as np

from vocab import ResidueVocab

STANDARD = list("ACDEFGHIKLMNPQRSTVWY")


@jax.jit
def composition_features(onehot):
    comp = onehot.mean(0)
    return jnp.concatenate([comp, jnp.array([jnp.sum(comp ** 2)])])


def random_protein(rng, length=50, rare=0.0):
    alphabet = STANDARD + list("XUBZ")
    p = np.r_[np.full(20, (1 - rare) / 20), np.full(4, rare / 4)]
    return "".join(rng.choice(alphabet, size=length, p=p))


def main():
    rng = np.random.default_rng(3)
    vocab = ResidueVocab()
    for i in range(6):
        seq = random_protein(rng, rare=0.04 if i > 1 else 0.0)
        feats = composition_features(vocab.one_hot(vocab.encode(seq)))
        print(i, len(vocab.index), feats.shape)


if __name__ == "__main__":
    main()
