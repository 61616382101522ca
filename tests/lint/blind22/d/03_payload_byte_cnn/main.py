import jax
import jax.numpy as jnp
import equinox as eqx

from packets import capture, to_tokens


class ByteClassifier(eqx.Module):
    embed: eqx.nn.Embedding
    conv: eqx.nn.Conv1d
    head: eqx.nn.Linear

    def __init__(self, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.embed = eqx.nn.Embedding(256, 16, key=k1)
        self.conv = eqx.nn.Conv1d(16, 32, kernel_size=5, key=k2)
        self.head = eqx.nn.Linear(32, 3, key=k3)

    def __call__(self, tokens):
        h = jax.vmap(self.embed)(tokens).T
        h = jax.nn.relu(self.conv(h))
        return self.head(h.max(axis=1))


@eqx.filter_jit
def classify(model, tokens):
    return jax.nn.softmax(model(tokens))


def main():
    model = ByteClassifier(jax.random.PRNGKey(0))
    verdicts = []
    for payload in capture(6):
        probs = classify(model, to_tokens(payload))
        verdicts.append(int(jnp.argmax(probs)))
    print(verdicts)


if __name__ == "__main__":
    main()
