import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn

from corruptions import SEVERITY_SIGMA, corruption_fn


class Classifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Dense(10)(jnp.mean(x, axis=(1, 2)))


model = Classifier()


@jax.jit
def accuracy(params, images, labels):
    return jnp.mean(jnp.argmax(model.apply({"params": params}, images), -1) == labels)


def main():
    rng = np.random.default_rng(0)
    images = jnp.asarray(rng.normal(size=(32, 8, 8, 3)), jnp.float32)
    labels = jnp.asarray(rng.integers(0, 10, size=(32,)), jnp.int32)
    params = model.init(jax.random.PRNGKey(0), images[:1])["params"]
    key = jax.random.PRNGKey(7)
    report = {"clean": float(accuracy(params, images, labels))}
    for severity in sorted(SEVERITY_SIGMA):
        corrupt = corruption_fn(severity)
        key, sub = jax.random.split(key)
        report[f"noise-{severity}"] = float(accuracy(params, corrupt(sub, images), labels))
    print(report)


if __name__ == "__main__":
    main()
