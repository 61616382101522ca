import equinox as eqx
import jax
import jax.numpy as jnp

from decoder import CharDecoder

SEQ, FEAT, VOCAB = 20, 16, 40


@eqx.filter_jit
def decode_confidence(decoder, feats):
    logp = decoder(feats)
    return logp.max(-1).mean()


def calibrate(decoder, feats, temps):
    results = {}
    for t in temps:
        decoder = eqx.tree_at(lambda d: d.temperature, decoder, t)
        results[t] = float(decode_confidence(decoder, feats))
    return results


def main():
    key = jax.random.PRNGKey(0)
    k1, k2 = jax.random.split(key)
    decoder = CharDecoder(FEAT, VOCAB, 1.0, k1)
    feats = jax.random.normal(k2, (SEQ, FEAT))
    print(calibrate(decoder, feats, [0.5, 0.75, 1.0, 1.5, 2.0]))


if __name__ == "__main__":
    main()
