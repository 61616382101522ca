import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def predict_round(weights, economy, utility):
    z = economy @ weights[:4] + utility @ weights[4:]
    return jax.nn.sigmoid(z)


def pre_round(weights, economy, utility):
    return predict_round(weights, economy, utility)


def post_plant(weights, economy, utility):
    return predict_round(weights, economy=economy, utility=utility)


def main():
    rng = np.random.default_rng(5)
    weights = jnp.asarray(rng.normal(size=8), dtype=jnp.float32)
    probs = []
    for rnd in range(24):
        economy = rng.normal(size=(5, 4)).astype(np.float32)
        utility = rng.normal(size=(5, 4)).astype(np.float32)
        if rnd % 3 == 2:
            p = post_plant(weights, economy, utility)
        else:
            p = pre_round(weights, economy, utility)
        probs.append(float(p.mean()))
    print(np.round(probs[:6], 3))


if __name__ == "__main__":
    main()
