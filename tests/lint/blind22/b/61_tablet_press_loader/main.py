import jax
import jax.numpy as jnp

from data import tablet_batches


@jax.jit
def hardness_risk(features, weights):
    return jax.nn.sigmoid(features @ weights)


def main():
    weights = jnp.array([0.8, -0.4, 1.2, 0.3], dtype=jnp.float32)
    for i, feats in enumerate(tablet_batches(seed=53)):
        risk = hardness_risk(feats, weights)
        print(i, round(float(risk.mean()), 4))


if __name__ == "__main__":
    main()
