import jax
import jax.numpy as jnp
import numpy as np

from evaluate import accuracy
from model import nps_logits


def survey(rng, n=128):
    segment = rng.integers(0, 4, n).astype(np.int32)
    features = rng.normal(size=(n, 6)).astype(np.float32)
    score = features[:, 0] + 0.5 * segment - 0.7
    labels = np.digitize(score, [-0.5, 0.8]).astype(np.int32)
    return features, segment, labels


@jax.jit
def nps_train_step(params, features, segment, labels):
    def loss(p):
        logits = nps_logits(p, features=features, segment=segment)
        return -jnp.mean(jax.nn.log_softmax(logits)[jnp.arange(labels.shape[0]), labels])
    g = jax.grad(loss)(params)
    return jax.tree_util.tree_map(lambda p, g: p - 0.3 * g, params, g)


def main():
    rng = np.random.default_rng(0)
    k = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w": jax.random.normal(k[0], (6, 16)) * 0.3, "seg": jax.random.normal(k[1], (4, 16)) * 0.3,
              "out": jax.random.normal(k[2], (16, 3)) * 0.3}
    val = survey(rng)
    for epoch in range(4):
        for _ in range(5):
            params = nps_train_step(params, *survey(rng))
        print(epoch, "val acc", accuracy(params, *val))
    test_f, test_s, test_l = survey(rng)
    pred = np.asarray(nps_logits(params, features=test_f, segment=test_s)).argmax(-1)
    print("test acc", float((pred == test_l).mean()))


if __name__ == "__main__":
    main()
